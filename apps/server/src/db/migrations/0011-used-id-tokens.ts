import type { Kysely } from 'kysely';

// The portal id_tokens already signed in with, by their `jti`, so that each is accepted once by
// every server instance on the database. A row is kept until its token would be refused as
// expired anyway, then deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('used_id_tokens')
    .addColumn('jti', 'varchar(255)', (column) => column.primaryKey())
    /** Its token's `exp`, plus the tolerance allowed between the clocks. */
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('used_id_tokens_expires_at_index')
    .on('used_id_tokens')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_id_tokens').execute();
}
