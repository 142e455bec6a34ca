import type { Kysely } from 'kysely';

// A sub-app's own token (POST /auth/app-token): bound to the app (`audience`, its registry name),
// limited to the scopes its entry holds (`scopes`, JSON) and minted from a shell token
// (`parent_token_id`), whose revocation, expiry and idle end are its own. Null in all three: a
// shell token. A registry entry names the scopes its app's token gets, none until given.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('access_tokens').addColumn('audience', 'varchar(64)').execute();
  await db.schema.alterTable('access_tokens').addColumn('scopes', 'text').execute();
  await db.schema
    .alterTable('access_tokens')
    .addColumn('parent_token_id', 'integer', (column) =>
      column.references('access_tokens.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('access_tokens_parent_token_id_index')
    .on('access_tokens')
    .column('parent_token_id')
    .execute();
  await db.schema
    .alterTable('sub_apps')
    .addColumn('scopes', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sub_apps').dropColumn('scopes').execute();
  await db.schema.dropIndex('access_tokens_parent_token_id_index').execute();
  await db.schema.alterTable('access_tokens').dropColumn('parent_token_id').execute();
  await db.schema.alterTable('access_tokens').dropColumn('scopes').execute();
  await db.schema.alterTable('access_tokens').dropColumn('audience').execute();
}
