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

    /** Starts or renews the user's session in one statement, safe when two calls race. */
    renew: async (userId: number, expiresAt: Date, now: Date) => {
      const values = { expires_at: expiresAt.toISOString(), renewed_at: now.toISOString() };
      await db
        .insertInto('core_cache_sessions')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}
