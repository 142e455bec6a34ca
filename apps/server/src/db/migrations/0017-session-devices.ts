import type { Kysely } from 'kysely';

// Where each sign-in came from, so that a user can tell their sessions apart ("my sessions" in
// personal settings) and end the ones they do not know. Tokens issued before have neither.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('access_tokens').addColumn('client_address', 'varchar(64)').execute();
  await db.schema.alterTable('access_tokens').addColumn('user_agent', 'varchar(512)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('access_tokens').dropColumn('user_agent').execute();
  await db.schema.alterTable('access_tokens').dropColumn('client_address').execute();
}
