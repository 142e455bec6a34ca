import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// One core-cache session per sign-in, keyed by its access token: a device's activity renews its
// own session and no other.

export type CoreCacheSessionRepository = ReturnType<typeof createCoreCacheSessionRepository>;

export function createCoreCacheSessionRepository(db: Kysely<Database>) {
  return {
    findExpiry: async (tokenId: number) => {
      const row = await db
        .selectFrom('core_cache_sessions')
        .select('expires_at')
        .where('token_id', '=', tokenId)
        .executeTakeFirst();
      return row ? new Date(row.expires_at) : null;
    },

    /** At sign-in: the new token's session, running until `expiresAt`. */
    start: async (tokenId: number, expiresAt: Date, now: Date) => {
      await db
        .insertInto('core_cache_sessions')
        .values({
          token_id: tokenId,
          expires_at: expiresAt.toISOString(),
          renewed_at: now.toISOString(),
        })
        .execute();
    },

    /** Pushes a running session out to `expiresAt`; false when it has already ended. */
    extend: async (tokenId: number, expiresAt: Date, now: Date) => {
      const result = await db
        .updateTable('core_cache_sessions')
        .set({ expires_at: expiresAt.toISOString(), renewed_at: now.toISOString() })
        .where('token_id', '=', tokenId)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * `extend` for a person's activity, unless the session was started or renewed after
     * `renewedAfter`: however many calls say so, it writes at most once in that stretch. True when
     * it moved.
     */
    extendForActivity: async (tokenId: number, expiresAt: Date, now: Date, renewedAfter: Date) => {
      const result = await db
        .updateTable('core_cache_sessions')
        .set({ expires_at: expiresAt.toISOString(), renewed_at: now.toISOString() })
        .where('token_id', '=', tokenId)
        .where('expires_at', '>', now.toISOString())
        .where('renewed_at', '<=', renewedAfter.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
