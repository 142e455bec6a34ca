import type { Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../../config';
import { errorFingerprintOf } from '../../lib/error-fingerprint';
import { createTestDatabase } from '../../testing/test-database';
import { createDatabase } from '../database';
import { migrateTo } from '../migrate';

/** A database of the test's own, migrated up to 0035: reports without a fingerprint. */
async function databaseAt0035(): Promise<Kysely<unknown>> {
  const database = await createTestDatabase();
  const db = createDatabase(
    loadConfig({ DATABASE_URL: database.url, SHELL_DIST: '/nonexistent' }).database,
  );
  onTestFinished(async () => {
    await db.destroy();
    await database.drop();
  });
  await migrateTo(db, '0035-audit-shipping');
  return db as unknown as Kysely<unknown>;
}

const report = (kind: string, stack: string | null) => ({
  received_at: '2026-03-02T08:00:00.000Z',
  reported_at: '2026-03-02T08:00:00.000Z',
  app: 'sub-newcrm',
  route: 'newcrm',
  kind,
  message: kind === 'mount' ? null : 'TypeError: x is undefined',
  stack,
  browser: 'Chrome 142',
  registry_version: 'initial',
});

describe('error fingerprints (0036)', () => {
  it('gives the errors and crashes kept before theirs, one fault one group, and leaves mounts none', async () => {
    const db = (await databaseAt0035()) as Kysely<{
      sub_app_reports: Record<string, unknown> & { id: number; fingerprint?: string | null };
    }>;
    await db
      .insertInto('sub_app_reports')
      .values([
        report('error', '    at list (https://h/assets/index-BEsfIa0m.js:9:10)'),
        report('crash', '    at list (https://h/assets/index-C7x_k2Qd.js:3:99)'),
        report('mount', null),
      ])
      .execute();

    await migrateTo(db as never, '0036-error-fingerprints');

    const rows = await db
      .selectFrom('sub_app_reports')
      .select(['kind', 'fingerprint'])
      .orderBy('id')
      .execute();
    const fingerprint = errorFingerprintOf({
      message: 'TypeError: x is undefined',
      stack: '    at list (https://h/assets/index.js:1:1)',
    });
    expect(rows).toEqual([
      { kind: 'error', fingerprint },
      { kind: 'crash', fingerprint },
      { kind: 'mount', fingerprint: null },
    ]);
  });
});
