import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type UsedIdTokenRepository = ReturnType<typeof createUsedIdTokenRepository>;

export function createUsedIdTokenRepository(db: Kysely<Database>) {
  return {
    /**
     * Records that the token with this id was used, kept until `expiresAt`. True the first time
     * only: the primary key settles racing uses, on every instance of the database alike. The
     * retention purge deletes the rows of tokens that have expired since.
     */
    claim: async (jti: string, expiresAt: Date) => {
      const row = await db
        .insertInto('used_id_tokens')
        .values({ jti, expires_at: expiresAt.toISOString() })
        .onConflict((conflict) => conflict.column('jti').doNothing())
        .returning('jti')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
