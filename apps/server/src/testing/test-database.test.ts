import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from './build-test-app';
import { testDialect } from './test-database';

describe('test apps', () => {
  it('run on the database their project names', async () => {
    const app = await buildTestApp();
    const probe =
      testDialect === 'postgres'
        ? sql<{ version: string }>`select version() as version`
        : sql<{ version: string }>`select sqlite_version() as version`;
    const { rows } = await probe.execute(app.db);
    expect(rows[0]?.version).toMatch(testDialect === 'postgres' ? /^PostgreSQL/ : /^3\.\d+/);
  });

  it('each get a fresh database of their own', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    await signIn(first);
    const countTokens = (app: typeof first) =>
      app.db
        .selectFrom('access_tokens')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
    expect(Number((await countTokens(first)).count)).toBe(1);
    expect(Number((await countTokens(second)).count)).toBe(0);
  });
});
