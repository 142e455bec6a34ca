import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('token_hash', 'char(64)', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('firm_id', 'integer', (column) => column.references('firms.id'))
    .addColumn('scope', 'varchar(64)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createIndex('access_tokens_user_id_index')
    .on('access_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_tokens').execute();
}
