import type { Kysely } from 'kysely';

// A developer's own build in the real portal (docs/decisions/0026-a-developers-own-build.md).
//
// `sub_app_developers`: who may point an app at a development server, per app, granted by a
// security administrator. A grant, not a duty: a duty's session runs no sub-app (decision 0012),
// and a developer works in an ordinary staff session.
//
// `developer_overrides`: the one app a session runs from a development server, keyed by the
// session's token, so that it ends with it (sign-out, expiry, an administrator's end) and no
// other session or browser sees it; a token purged takes its override with it. `page_key_hash` is
// the SHA-256 of the random key the browser keeps in a cookie of the shell's pages, which reach
// no API: the server tells by it which pages' policy admits the development server's origin.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sub_app_developers')
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('app', 'varchar(64)', (column) => column.notNull())
    .addColumn('granted_by', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('granted_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('sub_app_developers_pkey', ['user_id', 'app'])
    .execute();

  await db.schema
    .createTable('developer_overrides')
    .addColumn('token_id', 'integer', (column) =>
      column.primaryKey().references('access_tokens.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('app', 'varchar(64)', (column) => column.notNull())
    .addColumn('url', 'varchar(512)', (column) => column.notNull())
    .addColumn('page_key_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('set_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  // A revoked grant ends the user's overrides of that app at once.
  await db.schema
    .createIndex('developer_overrides_user_app_index')
    .on('developer_overrides')
    .columns(['user_id', 'app'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('developer_overrides').execute();
  await db.schema.dropTable('sub_app_developers').execute();
}
