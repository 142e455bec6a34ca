import type { Kysely } from 'kysely';

// Idempotency-Key of the payment application: a request retried with the same key (a double
// click, a network retry) applies once and gets the first answer again. The primary key on
// (user_id, idempotency_key) settles two requests racing with one key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('idempotency_key', 'varchar(255)', (column) => column.notNull())
    /** SHA-256 (hex) of the operation and its input, to refuse the key for another request. */
    .addColumn('request_hash', 'char(64)', (column) => column.notNull())
    /** The answer's data as JSON; written in the same transaction as the change it answers. */
    .addColumn('response', 'text')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
