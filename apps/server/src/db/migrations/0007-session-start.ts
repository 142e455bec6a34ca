import type { Kysely } from 'kysely';

// When the user's current core-cache session began. The server refuses tokens once the session
// has ended (idle expiry), and a token issued before the session began belongs to an ended one:
// a later sign-in, which starts a new session, must not bring such a token back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('core_cache_sessions')
    .addColumn('started_at', 'varchar(32)', (column) =>
      column.notNull().defaultTo('1970-01-01T00:00:00.000Z'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('core_cache_sessions').dropColumn('started_at').execute();
}
