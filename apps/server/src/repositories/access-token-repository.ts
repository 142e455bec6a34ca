import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { prepareQuery } from './prepared-query';

const stampOf = (
  query: ExpressionBuilder<Database, 'access_tokens'>,
  name: 'organisation' | 'permissions',
) => query.selectFrom('change_stamps').select('stamp').where('change_stamps.name', '=', name);

export type AccessTokenRepository = ReturnType<typeof createAccessTokenRepository>;

export type NewAccessToken = {
  tokenHash: string;
  userId: number;
  scope: string;
  expiresAt: Date;
  createdAt: Date;
};

export function createAccessTokenRepository(db: Kysely<Database>) {
  const findActive = prepareQuery(db, (tokenHash: string, now: string) =>
    db
      .selectFrom('access_tokens')
      .innerJoin('users', 'users.id', 'access_tokens.user_id')
      .leftJoin('core_cache_sessions', 'core_cache_sessions.token_id', 'access_tokens.id')
      .select([
        'access_tokens.id as tokenId',
        'access_tokens.user_id as userId',
        'access_tokens.firm_id as firmId',
        'users.username as username',
        'core_cache_sessions.expires_at as sessionExpiresAt',
        (query) => stampOf(query, 'organisation').as('organisationStamp'),
        (query) => stampOf(query, 'permissions').as('permissionsStamp'),
      ])
      .where('access_tokens.token_hash', '=', tokenHash)
      .where('access_tokens.revoked_at', 'is', null)
      .where('access_tokens.expires_at', '>', now)
      .where('users.status', '=', 1),
  );

  return {
    /** Stores a new token; answers its id. */
    insert: async (token: NewAccessToken) => {
      const row = await db
        .insertInto('access_tokens')
        .values({
          token_hash: token.tokenHash,
          user_id: token.userId,
          scope: token.scope,
          expires_at: token.expiresAt.toISOString(),
          created_at: token.createdAt.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * The token with this hash if it is neither expired nor revoked, with its active user, the
     * end of its own core-cache session (null when it has none) and the data stamps of this moment
     * (see stamped-cache.ts); `now` is ISO 8601 text. One prepared statement, the one query
     * every protected request makes before its own.
     */
    findActiveByHash: async (tokenHash: string, now: string) =>
      (await findActive(tokenHash, now))[0],

    revoke: async (tokenId: number, now: Date) => {
      await db
        .updateTable('access_tokens')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', tokenId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    setFirm: async (tokenId: number, firmId: number) => {
      await db
        .updateTable('access_tokens')
        .set({ firm_id: firmId })
        .where('id', '=', tokenId)
        .execute();
    },
  };
}
