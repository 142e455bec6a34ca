import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Each stamp and the tables whose changes change it. */
const stampedTables = {
  /** Who belongs to which firm and department, by which names: the caller's memberships. */
  organisation: ['users', 'firms', 'departments', 'user_firms'],
  /** Who holds which roles, and what a role may see: the menu trees. */
  permissions: ['roles', 'user_roles', 'menus', 'role_menus', 'buttons'],
};

const entries = Object.entries(stampedTables).flatMap(([stamp, tables]) =>
  tables.map((table) => ({ stamp, table })),
);

/** SQLite has row triggers only: one per event. */
const sqliteEvents = ['insert', 'update', 'delete'];

// Stamps that the database itself changes, in the same transaction, whenever a table they cover
// changes, whoever changes it (a release, an administrator's SQL). A server keeps what it read of
// those tables per stamp, and reads the stamps with the bearer token on every request: so every
// instance sees a change on its next request. Random rather than counted: a database restored
// from a backup cannot bring back a stamp with other data behind it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_stamps')
    .addColumn('name', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('stamp', 'varchar(64)', (column) => column.notNull())
    .execute();
  for (const name of Object.keys(stampedTables)) {
    await sql`insert into change_stamps (name, stamp) values (${name}, 'initial')`.execute(db);
  }

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function touch_change_stamp() returns trigger language plpgsql as $$
      begin
        update change_stamps set stamp = md5(random()::text || clock_timestamp()::text)
          where name = TG_ARGV[0];
        return null;
      end $$`.execute(db);
    for (const { stamp, table } of entries) {
      await sql`
        create trigger ${sql.id(`${table}_touch_change_stamp`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function touch_change_stamp(${sql.lit(stamp)})`.execute(db);
    }
    return;
  }
  for (const { stamp, table } of entries) {
    for (const event of sqliteEvents) {
      await sql`
        create trigger ${sql.id(`${table}_${event}_touch_change_stamp`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update change_stamps set stamp = lower(hex(randomblob(16))) where name = ${sql.lit(stamp)};
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { table } of entries) {
    const triggers = isPostgres
      ? [`${table}_touch_change_stamp on ${table}`]
      : sqliteEvents.map((event) => `${table}_${event}_touch_change_stamp`);
    for (const trigger of triggers) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  if (isPostgres) await sql`drop function touch_change_stamp()`.execute(db);
  await db.schema.dropTable('change_stamps').execute();
}
