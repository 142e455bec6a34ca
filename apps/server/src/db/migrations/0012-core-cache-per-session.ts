import { sql, type Kysely } from 'kysely';

// The core-cache session becomes the sign-in's own instead of the user's: one row per access
// token, so that one device's activity (a renewal, a sign-in) no longer keeps another device's
// idle token alive. A token of a running session keeps that session's end; a token issued before
// its user's session began (0007) belonged to an ended one and gets none, nor does a revoked one.
// The new table's key is named, so that it never meets the old one's on PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('core_cache_sessions').renameTo('core_cache_sessions_0011').execute();
  await db.schema
    .createTable('core_cache_sessions')
    .addColumn('token_id', 'integer', (column) =>
      column.notNull().references('access_tokens.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('renewed_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('core_cache_sessions_token_pk', ['token_id'])
    .execute();
  await sql`
    insert into core_cache_sessions (token_id, expires_at, renewed_at)
    select access_tokens.id, by_user.expires_at, by_user.renewed_at
    from access_tokens
    join core_cache_sessions_0011 by_user on by_user.user_id = access_tokens.user_id
    where access_tokens.revoked_at is null and access_tokens.created_at >= by_user.started_at
  `.execute(db);
  await db.schema.dropTable('core_cache_sessions_0011').execute();
}

/** Back to one session per user: the latest end of its tokens' sessions, from the oldest token. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('core_cache_sessions').renameTo('core_cache_sessions_0012').execute();
  await db.schema
    .createTable('core_cache_sessions')
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('renewed_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('started_at', 'varchar(32)', (column) =>
      column.notNull().defaultTo('1970-01-01T00:00:00.000Z'),
    )
    .addPrimaryKeyConstraint('core_cache_sessions_user_pk', ['user_id'])
    .execute();
  await sql`
    insert into core_cache_sessions (user_id, expires_at, renewed_at, started_at)
    select access_tokens.user_id, max(by_token.expires_at), max(by_token.renewed_at),
      min(access_tokens.created_at)
    from core_cache_sessions_0012 by_token
    join access_tokens on access_tokens.id = by_token.token_id
    where access_tokens.revoked_at is null
    group by access_tokens.user_id
  `.execute(db);
  await db.schema.dropTable('core_cache_sessions_0012').execute();
}
