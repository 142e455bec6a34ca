import type { Kysely } from 'kysely';

// Why a token was revoked, for the window that still shows its session (GET /auth/session/watch
// tells it in the user's language): `admin` (a security administrator ended the user's sessions
// or disabled the account), `user` (the user ended it from another session), `password` (the
// password changed) or `sign-out`. Null while the token works, and for one revoked before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('access_tokens').addColumn('revoked_reason', 'varchar(16)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('access_tokens').dropColumn('revoked_reason').execute();
}
