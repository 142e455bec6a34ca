import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The workbench's first screen on a large group's data (bench/scale): indexes its queries walk in
// order, and statistics that tell PostgreSQL an assignee's to-dos sit in one or two firms (it
// multiplied the two selectivities and guessed a handful of rows where there were thousands).
//
// On PostgreSQL each index is built CONCURRENTLY, so writes go on while it builds; no transaction
// may hold that, so migrate.ts runs this migration on its own, outside one (`isConcurrent`). A
// build that failed leaves an invalid index behind: each is dropped first, so the migration can
// run again.
export const isConcurrent = true;

const indexes = [
  // The notice list sorts pinned first, then newest: this order, read backwards.
  {
    name: 'notices_firm_top_publish_index',
    table: 'notices',
    columns: 'firm_id, is_top, publish_time, id',
  },
  // The unread badge counts and lists the unread ones only.
  {
    name: 'messages_recipient_unread_index',
    table: 'messages',
    columns: 'recipient_user_id, send_time, id',
    where: 'read_at IS NULL',
  },
  // The groups a user belongs to (loadMyCalendars); the key leads with the group.
  {
    name: 'calendar_book_group_members_user_index',
    table: 'calendar_book_group_members',
    columns: 'user_id, group_id',
  },
  // A week's schedules of a calendar: those ending after the week starts are few, where those
  // starting before it ends are every one the calendar ever had.
  {
    name: 'schedules_calendar_end_index',
    table: 'schedules',
    columns: 'calendar_id, end_time',
  },
  { name: 'schedules_creator_end_index', table: 'schedules', columns: 'creator_id, end_time' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const concurrently = isPostgres ? sql.raw(' CONCURRENTLY') : sql.raw('');
  for (const { name, table, columns, where } of indexes) {
    await sql`DROP INDEX${concurrently} IF EXISTS ${sql.id(name)}`.execute(db);
    await sql`CREATE INDEX${concurrently} ${sql.id(name)} ON ${sql.id(table)} (${sql.raw(columns)})${sql.raw(where ? ` WHERE ${where}` : '')}`.execute(
      db,
    );
  }
  // Replaced by creator_id, end_time.
  await sql`DROP INDEX${concurrently} IF EXISTS schedules_creator_index`.execute(db);
  if (isPostgres) {
    await sql`CREATE STATISTICS IF NOT EXISTS todos_assignee_firm_statistics (dependencies, ndistinct)
      ON assignee_user_id, firm_id FROM todos`.execute(db);
    await sql`CREATE STATISTICS IF NOT EXISTS messages_recipient_firm_statistics (dependencies, ndistinct)
      ON recipient_user_id, firm_id FROM messages`.execute(db);
    // Statistics objects are empty until the tables are analysed; autovacuum may be hours away.
    await sql`ANALYZE todos, messages`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) {
    await sql`DROP STATISTICS IF EXISTS messages_recipient_firm_statistics`.execute(db);
    await sql`DROP STATISTICS IF EXISTS todos_assignee_firm_statistics`.execute(db);
  }
  await db.schema
    .createIndex('schedules_creator_index')
    .ifNotExists()
    .on('schedules')
    .column('creator_id')
    .execute();
  for (const { name } of [...indexes].reverse()) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
