import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A week's schedules (listWeek) on a large group's data (bench/scale), read from indexes:
//
// - Of a calendar, or of their creator: 0021's indexes on (calendar_id, end_time) and
//   (creator_id, end_time) find those ending after the week starts, which are every later one too
//   (a department's calendar holds a year of meetings ahead), and each was read from the table
//   to see whether it starts before the week ends. With start_time in the index that test is
//   made on the index entries; with id as well, the calendar's way reads no table row at all.
// - Those the user is invited to: every invitation the user ever had (hundreds for a busy one)
//   was read from the table for its schedule, then each schedule for its times. The
//   invitations' index now holds the schedule, and on PostgreSQL an index of the schedules
//   holds their times and calendar, so neither is read from the table. (SQLite's table is
//   itself ordered by id, its row is that index already.)
//
// Built CONCURRENTLY on PostgreSQL, outside a transaction, as 0021's (`isConcurrent`); each is
// dropped first, so that a build that failed and left an invalid index behind can run again.
export const isConcurrent = true;

type Index = { name: string; table: string; columns: string; include?: string };

const indexes: { index: Index; replaces?: Index; postgresOnly?: boolean }[] = [
  {
    index: {
      name: 'schedules_calendar_week_index',
      table: 'schedules',
      columns: 'calendar_id, end_time, start_time, id',
    },
    replaces: {
      name: 'schedules_calendar_end_index',
      table: 'schedules',
      columns: 'calendar_id, end_time',
    },
  },
  {
    index: {
      name: 'schedules_creator_week_index',
      table: 'schedules',
      columns: 'creator_id, end_time, start_time',
    },
    replaces: {
      name: 'schedules_creator_end_index',
      table: 'schedules',
      columns: 'creator_id, end_time',
    },
  },
  {
    index: {
      name: 'schedule_participants_user_schedule_index',
      table: 'schedule_participants',
      columns: 'user_id, schedule_id',
    },
    replaces: {
      name: 'schedule_participants_user_index',
      table: 'schedule_participants',
      columns: 'user_id',
    },
  },
  {
    index: {
      name: 'schedules_times_index',
      table: 'schedules',
      columns: 'id',
      include: 'start_time, end_time, calendar_id',
    },
    postgresOnly: true,
  },
];

const create = (index: Index, concurrently: ReturnType<typeof sql.raw>) =>
  sql`CREATE INDEX${concurrently} ${sql.id(index.name)} ON ${sql.id(index.table)} (${sql.raw(index.columns)})${sql.raw(index.include ? ` INCLUDE (${index.include})` : '')}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const concurrently = isPostgres ? sql.raw(' CONCURRENTLY') : sql.raw('');
  for (const { index, replaces, postgresOnly } of indexes) {
    if (postgresOnly && !isPostgres) continue;
    await sql`DROP INDEX${concurrently} IF EXISTS ${sql.id(index.name)}`.execute(db);
    await create(index, concurrently).execute(db);
    if (replaces)
      await sql`DROP INDEX${concurrently} IF EXISTS ${sql.id(replaces.name)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { index, replaces } of [...indexes].reverse()) {
    if (replaces) {
      await sql`DROP INDEX IF EXISTS ${sql.id(replaces.name)}`.execute(db);
      await create(replaces, sql.raw('')).execute(db);
    }
    await db.schema.dropIndex(index.name).ifExists().execute();
  }
}
