import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { firmIdOf, userIdOf } from '../../testing/demo-lookups';
import { testDialect } from '../../testing/test-database';

/** The plan of the to-do list's newest-id lookup for zhangsan in firm 1001, as one text. */
async function newestIdPlan(app: FastifyInstance): Promise<string> {
  const query = app.db
    .selectFrom('todos')
    .select((eb) => eb.fn.max('id').as('newest'))
    .where('assignee_user_id', '=', await userIdOf(app, 'zhangsan'))
    .where('firm_id', '=', await firmIdOf(app, '1001'))
    .compile();
  return app.db.transaction().execute(async (trx) => {
    if (testDialect === 'postgres') {
      // The demo's few to-dos fit a page, where a plain scan is cheapest: ask for an index.
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({
        ...query,
        sql: `explain ${query.sql}`,
      });
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    }
    const { rows } = await trx.executeQuery<{ detail: string }>({
      ...query,
      sql: `explain query plan ${query.sql}`,
    });
    return rows.map((row) => row.detail).join('\n');
  });
}

describe('the index of to-dos by assignee, firm and id (0010)', () => {
  it("finds an assignee's newest to-do in a firm by the index", async () => {
    const app = await buildTestApp();
    expect(await newestIdPlan(app)).toContain('todos_assignee_firm_id_index');
  });
});
