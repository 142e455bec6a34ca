import type { Kysely } from 'kysely';

// When the holder of a token last proved who they are (their current password, and their second
// factor if they have one) with POST /upms/user/proof: for five minutes after it, that session,
// and no other of the user's, may change the password and the second factors
// (docs/security.md, "Fresh proof before a change"). Null until the first proof.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('access_tokens').addColumn('proved_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('access_tokens').dropColumn('proved_at').execute();
}
