import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type CoreCacheSessionRepository = ReturnType<typeof createCoreCacheSessionRepository>;

export function createCoreCacheSessionRepository(db: Kysely<Database>) {
  return {
    findExpiry: async (userId: number) => {
      const row = await db
        .selectFrom('core_cache_sessions')
        .select('expires_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? new Date(row.expires_at) : null;
    },

    /**
     * At sign-in: renews the user's session, or starts a new one when it has ended (or never
     * began), in one statement that is safe when two calls race. Answers when the session began.
     */
    start: async (userId: number, expiresAt: Date, now: Date) => {
      const nowText = now.toISOString();
      const row = await db
        .insertInto('core_cache_sessions')
        .values({
          user_id: userId,
          expires_at: expiresAt.toISOString(),
          renewed_at: nowText,
          started_at: nowText,
        })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet((eb) => ({
            expires_at: expiresAt.toISOString(),
            renewed_at: nowText,
            started_at: eb
              .case()
              .when('core_cache_sessions.expires_at', '<=', nowText)
              .then(nowText)
              .else(eb.ref('core_cache_sessions.started_at'))
              .end(),
          })),
        )
        .returning('started_at')
        .executeTakeFirstOrThrow();
      return new Date(row.started_at);
    },

    /** Pushes a running session out to `expiresAt`; false when it has already ended. */
    extend: async (userId: number, expiresAt: Date, now: Date) => {
      const result = await db
        .updateTable('core_cache_sessions')
        .set({ expires_at: expiresAt.toISOString(), renewed_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
