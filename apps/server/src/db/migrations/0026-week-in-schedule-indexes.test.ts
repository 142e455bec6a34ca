import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { testDialect } from '../../testing/test-database';

const replacedNames = [
  'schedule_participants_user_index',
  'schedules_calendar_end_index',
  'schedules_creator_end_index',
];

describe("the week's schedules in indexes (0026)", () => {
  it("replaces 0021's and 0004's indexes with ones holding what the week's query reads, valid on PostgreSQL", async () => {
    const app = await buildTestApp();
    if (testDialect === 'postgres') {
      const { rows } = await sql<{ name: string; isValid: boolean; definition: string }>`
        select c.relname as "name", i.indisvalid as "isValid",
          pg_get_indexdef(i.indexrelid) as "definition"
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname like 'schedule%' and c.relname not like '%pkey'
        order by c.relname`.execute(app.db);
      const byName = new Map(rows.map((row) => [row.name, row]));
      for (const name of replacedNames) expect(byName.has(name), name).toBe(false);
      const expected = {
        schedule_participants_user_schedule_index: '(user_id, schedule_id)',
        schedules_calendar_week_index: '(calendar_id, end_time, start_time, id)',
        schedules_creator_week_index: '(creator_id, end_time, start_time)',
        schedules_times_index: '(id) INCLUDE (start_time, end_time, calendar_id)',
      };
      for (const [name, columns] of Object.entries(expected)) {
        expect(byName.get(name)).toEqual({
          name,
          isValid: true,
          definition: expect.stringContaining(columns),
        });
      }
    } else {
      const { rows } = await sql<{ name: string; definition: string }>`
        select name, sql as "definition" from sqlite_master
        where type = 'index' and tbl_name in ('schedules', 'schedule_participants')
          and sql is not null
        order by name`.execute(app.db);
      const byName = new Map(rows.map((row) => [row.name, row.definition]));
      for (const name of replacedNames) expect(byName.has(name), name).toBe(false);
      expect(byName.get('schedule_participants_user_schedule_index')).toContain(
        '(user_id, schedule_id)',
      );
      expect(byName.get('schedules_calendar_week_index')).toContain(
        '(calendar_id, end_time, start_time, id)',
      );
      expect(byName.get('schedules_creator_week_index')).toContain(
        '(creator_id, end_time, start_time)',
      );
    }
  });
});
