import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { testDialect } from '../../testing/test-database';

// The two of schedules are replaced by 0026's (0026-week-in-schedule-indexes.test.ts).
const indexNames = [
  'calendar_book_group_members_user_index',
  'messages_recipient_unread_index',
  'notices_firm_top_publish_index',
];

describe("the workbench's indexes and statistics at a group's size (0021)", () => {
  it('builds every index, valid on PostgreSQL where they are built concurrently', async () => {
    const app = await buildTestApp();
    if (testDialect === 'postgres') {
      const { rows } = await sql<{ name: string; isValid: boolean }>`
        select c.relname as "name", i.indisvalid as "isValid"
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname in (${sql.join(indexNames)})
        order by c.relname`.execute(app.db);
      expect(rows).toEqual(indexNames.map((name) => ({ name, isValid: true })));
      const statistics = await sql<{ stxname: string }>`
        select stxname from pg_statistic_ext order by stxname`.execute(app.db);
      expect(statistics.rows.map((row) => row.stxname)).toEqual(
        expect.arrayContaining([
          'messages_recipient_firm_statistics',
          'todos_assignee_firm_statistics',
        ]),
      );
    } else {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master
        where type = 'index' and name in (${sql.join(indexNames)})
        order by name`.execute(app.db);
      expect(rows.map((row) => row.name)).toEqual(indexNames);
    }
  });
});
