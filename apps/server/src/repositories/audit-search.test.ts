import { sql, type Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createTestDatabase, testDialect } from '../testing/test-database';

const rows = 50_000;

/**
 * A trail of `rows` records straight in SQL (their hashes do not matter here), spread so that each
 * filtered value is rare, as in a real trail, then analysed for the planner.
 */
async function largeTrail() {
  const database = await createTestDatabase({ demoData: true });
  onTestFinished(() => database.drop());
  const db = createDatabase(loadConfig({ DATABASE_URL: database.url }).database);
  onTestFinished(() => db.destroy());
  const numbers =
    testDialect === 'postgres'
      ? sql`select generate_series(1, ${sql.lit(rows)}) as n`
      : sql`select value as n from generate_series(1, ${sql.lit(rows)})`;
  const sqliteNumbers = sql`with recursive numbers(n) as (select 1 union all select n + 1 from numbers where n < ${sql.lit(rows)}) select n from numbers`;
  await sql`
    insert into audit_events (id, occurred_at, event, result, reason, user_id, username, firm_id,
      object_type, object_id, client_address, user_agent, request_id, details, prev_hash, hash)
    select n, '2026-11-26T09:00:00.000Z',
      case when n % 100 = 0 then 'access.refused' else 'auth.sign-in' end,
      case when n % 100 = 0 then 'refused' else 'success' end,
      null, n % 1000, 'user' || (n % 1000), n % 500, null, null, '192.0.2.1', 'test',
      'request', null, ${'0'.repeat(64)}, ${'f'.repeat(64)}
    from (${testDialect === 'postgres' ? numbers : sqliteNumbers}) as numbers`.execute(db);
  await sql`analyze`.execute(db);
  return db;
}

/** How the database runs the search's query for one filter (audit-repository.ts, `below`). */
async function planOf(db: Kysely<Database>, column: string, value: string | number) {
  const query = sql`select * from audit_events where ${sql.ref(column)} = ${value}
    and id < ${rows / 2} order by id desc limit 51`;
  if (testDialect === 'postgres') {
    const { rows: plan } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(db);
    return plan.map((line) => line['QUERY PLAN']).join('\n');
  }
  const { rows: plan } = await sql<{ detail: string }>`explain query plan ${query}`.execute(db);
  return plan.map((line) => line.detail).join('\n');
}

describe('the auditors’ search on a large trail', () => {
  it('reads each filter’s page through the index of its column and the id, never the whole table', async () => {
    const db = await largeTrail();
    for (const [column, value] of [
      ['event', 'access.refused'],
      ['result', 'refused'],
      ['firm_id', 7],
      ['user_id', 42],
      ['username', 'user42'],
    ] as const) {
      const plan = await planOf(db, column, value);
      expect(plan, `${column}: ${plan}`).toContain(`audit_events_${column}_id_index`);
      expect(plan, `${column}: ${plan}`).not.toMatch(/Seq Scan|SCAN audit_events$/m);
      // SQLite reads the rows in id order from the index. PostgreSQL does too once a value has
      // more rows than a page; for fewer it may fetch them all from the index and sort those.
      expect(plan, `${column}: ${plan}`).not.toContain('TEMP B-TREE');
    }
  });
});
