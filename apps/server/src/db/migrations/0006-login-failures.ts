import type { Kysely } from 'kysely';

// Failed sign-ins per account and per client address, shared by every server instance on the
// database (they were counted in each process's memory before).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    /** `account:<lower-case username>` or `address:<client address>`. */
    .addColumn('key', 'varchar(128)', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    /** End of the counting window that began with the first failure. */
    .addColumn('window_ends_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_window_ends_at_index')
    .on('login_failures')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
