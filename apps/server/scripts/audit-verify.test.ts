import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { createAuditRepository } from '../src/repositories/audit-repository';
import { createTestDatabase, testDialect } from '../src/testing/test-database';

const script = fileURLToPath(new URL('./audit-verify.ts', import.meta.url));

/** Runs the script on a database, as `npm run audit:verify` does: exit code and output. */
async function verify(databaseUrl: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', script],
      { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

async function trailOfThree() {
  const database = await createTestDatabase({ demoData: true });
  onTestFinished(() => database.drop());
  const db = createDatabase(loadConfig({ DATABASE_URL: database.url }).database);
  onTestFinished(() => db.destroy());
  const audit = createAuditRepository(db);
  // These records are days old: PostgreSQL's floor would keep them from the purge (migration 0034).
  if (testDialect === 'postgres') {
    await sql`update audit_retention_floor set days = 1`.execute(db);
  }
  for (const second of [1, 2, 3]) {
    await audit.append({
      occurredAt: new Date(Date.UTC(2026, 10, 26, 9, 0, second)),
      event: 'auth.sign-in',
      result: 'failure',
      reason: 'auth.badCredentials',
      username: 'lisi',
      clientAddress: '192.0.2.10',
      userAgent: 'test',
      requestId: `request-${second}`,
    });
  }
  return { url: database.url, db, audit };
}

const purgeContext = {
  occurredAt: new Date('2027-06-01T00:00:00.000Z'),
  clientAddress: 'retention',
  userAgent: 'test',
  requestId: 'retention-1',
};

describe('npm run audit:verify', () => {
  it('says the trail is intact and how long it is', async () => {
    const { url } = await trailOfThree();
    expect(await verify(url)).toEqual({ code: 0, output: 'audit trail intact: 3 records\n' });
  });

  it('names the record changed, with its time and event, and exits 1', async () => {
    const { url, db } = await trailOfThree();
    await sql`update audit_events set result = 'success' where id = ${2}`.execute(db);
    expect(await verify(url)).toEqual({
      code: 1,
      output:
        'audit trail broken at record 2: record 2 (2026-11-26T09:00:02.000Z, auth.sign-in) ' +
        'was changed: its content no longer gives its hash\nintact before it: 1 record\n',
    });
  });

  it('names the record removed', async () => {
    const { url, db } = await trailOfThree();
    await sql`delete from audit_events where id = ${2}`.execute(db);
    const { code, output } = await verify(url);
    expect(code).toBe(1);
    expect(output).toMatch(/^audit trail broken at record 2: record 2 was removed/);
  });

  it('says the trail is intact after a purge, from its checkpoint', async () => {
    const { url, audit } = await trailOfThree();
    await audit.purgeBatch(new Date(Date.UTC(2026, 10, 26, 9, 0, 3)), purgeContext);
    expect(await verify(url)).toEqual({
      code: 0,
      output:
        'audit trail intact: 2 records after checkpoint 1 ' +
        '(records up to 2 purged at 2027-06-01T00:00:00.000Z)\n',
    });
  });

  it('names records deleted after the checkpoint, and a checkpoint changed', async () => {
    const { url, db, audit } = await trailOfThree();
    await audit.purgeBatch(new Date(Date.UTC(2026, 10, 26, 9, 0, 2)), purgeContext);
    await sql`delete from audit_events where id = ${2}`.execute(db);
    const removed = await verify(url);
    expect(removed.code).toBe(1);
    expect(removed.output).toMatch(
      /^audit trail broken at record 2: records 2 to 2 were removed after the newest checkpoint/,
    );

    await sql`update audit_checkpoints set purged_at = '2027-01-01T00:00:00.000Z'`.execute(db);
    expect(await verify(url)).toEqual({
      code: 1,
      output:
        'audit trail broken: checkpoint 1 was changed: its content no longer gives its hash, ' +
        'or it does not follow the checkpoint before it\n' +
        'broken at record 2: record 2 was removed: the next record is ' +
        'record 3 (2026-11-26T09:00:03.000Z, auth.sign-in)\n' +
        '2 breaks in all\n',
    });
  });

  it('names every break, not only the first', async () => {
    const { url, db } = await trailOfThree();
    await sql`update audit_events set result = 'success' where id in (1, 3)`.execute(db);
    expect(await verify(url)).toEqual({
      code: 1,
      output:
        'audit trail broken at record 1: record 1 (2026-11-26T09:00:01.000Z, auth.sign-in) ' +
        'was changed: its content no longer gives its hash\n' +
        'intact before it: 0 records\n' +
        'broken at record 3: record 3 (2026-11-26T09:00:03.000Z, auth.sign-in) ' +
        'was changed: its content no longer gives its hash\n' +
        '2 breaks in all\n',
    });
  });

  it('exits 2 when the database cannot be checked', async () => {
    const { code, output } = await verify('mysql://nowhere');
    expect(code).toBe(2);
    expect(output).toContain('DATABASE_URL');
  });
});
