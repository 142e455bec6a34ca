import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { prepareQuery } from './prepared-query';

const stampOf = (
  query: ExpressionBuilder<Database, 'access_tokens'>,
  name: 'organisation' | 'permissions' | 'registry',
) => query.selectFrom('change_stamps').select('stamp').where('change_stamps.name', '=', name);

export type AccessTokenRepository = ReturnType<typeof createAccessTokenRepository>;

export type NewAccessToken = {
  tokenHash: string;
  userId: number;
  scope: string;
  expiresAt: Date;
  createdAt: Date;
  clientAddress: string;
  userAgent: string;
};

/** A sign-in of a user that still works: its token neither expired nor revoked, its session on. */
export type LiveSession = {
  id: number;
  userAgent: string | null;
  clientAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
};

export function createAccessTokenRepository(db: Kysely<Database>) {
  const findActive = prepareQuery(db, (tokenHash: string, now: string) =>
    db
      .selectFrom('access_tokens')
      .innerJoin('users', 'users.id', 'access_tokens.user_id')
      .leftJoin('core_cache_sessions', 'core_cache_sessions.token_id', 'access_tokens.id')
      .leftJoin('user_duties', 'user_duties.user_id', 'access_tokens.user_id')
      .select([
        'access_tokens.id as tokenId',
        'access_tokens.user_id as userId',
        'access_tokens.firm_id as firmId',
        'users.username as username',
        'user_duties.duty as duty',
        'core_cache_sessions.expires_at as sessionExpiresAt',
        (query) => stampOf(query, 'organisation').as('organisationStamp'),
        (query) => stampOf(query, 'permissions').as('permissionsStamp'),
        (query) => stampOf(query, 'registry').as('registryStamp'),
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
          client_address: token.clientAddress.slice(0, 64),
          user_agent: token.userAgent.slice(0, 512),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * The token with this hash if it is neither expired nor revoked, with its active user and
     * their duty (null for most), the end of its own core-cache session (null when it has none)
     * and the data stamps of this moment (see stamped-cache.ts); `now` is ISO 8601 text. One
     * prepared statement, the one query every protected request makes before its own.
     */
    findActiveByHash: async (tokenHash: string, now: string) =>
      (await findActive(tokenHash, now))[0],

    /** The user's live sessions, the most recently active first. */
    listLive: async (userId: number, now: Date): Promise<LiveSession[]> => {
      const nowText = now.toISOString();
      const rows = await db
        .selectFrom('access_tokens')
        .innerJoin('core_cache_sessions', 'core_cache_sessions.token_id', 'access_tokens.id')
        .select([
          'access_tokens.id as id',
          'access_tokens.user_agent as userAgent',
          'access_tokens.client_address as clientAddress',
          'access_tokens.created_at as createdAt',
          'core_cache_sessions.renewed_at as lastActiveAt',
          'access_tokens.expires_at as expiresAt',
        ])
        .where('access_tokens.user_id', '=', userId)
        .where('access_tokens.revoked_at', 'is', null)
        .where('access_tokens.expires_at', '>', nowText)
        .where('core_cache_sessions.expires_at', '>', nowText)
        .orderBy('core_cache_sessions.renewed_at', 'desc')
        .orderBy('access_tokens.id', 'desc')
        .execute();
      return rows;
    },

    /**
     * Revokes the user's tokens: those of `tokenIds`, or all but `keepTokenId`, ended by the user
     * from another of their sessions. Answers how many were still valid; another user's token is
     * never touched.
     */
    revokeOfUser: async (
      userId: number,
      which: { tokenIds: number[] } | { allBut: number },
      now: Date,
    ) => {
      let query = db
        .updateTable('access_tokens')
        .set({ revoked_at: now.toISOString(), revoked_reason: 'user' })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString());
      query =
        'tokenIds' in which
          ? query.where('id', 'in', which.tokenIds)
          : query.where('id', '<>', which.allBut);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Revokes the token of a sign-out. */
    revoke: async (tokenId: number, now: Date) => {
      await db
        .updateTable('access_tokens')
        .set({ revoked_at: now.toISOString(), revoked_reason: 'sign-out' })
        .where('id', '=', tokenId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /**
     * Of these tokens, those that still work: neither revoked nor expired, their user active and
     * their own session on (`now` is ISO 8601 text). One query for every session an instance
     * watches (modules/auth/session-watcher.ts).
     */
    liveAmong: async (tokenIds: readonly number[], now: string): Promise<Set<number>> => {
      if (tokenIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('access_tokens')
        .innerJoin('users', 'users.id', 'access_tokens.user_id')
        .innerJoin('core_cache_sessions', 'core_cache_sessions.token_id', 'access_tokens.id')
        .select('access_tokens.id as id')
        .where('access_tokens.id', 'in', tokenIds)
        .where('access_tokens.revoked_at', 'is', null)
        .where('access_tokens.expires_at', '>', now)
        .where('core_cache_sessions.expires_at', '>', now)
        .where('users.status', '=', 1)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** How a token ends: its expiry, its revocation and why, its own session's end, its user. */
    endOf: (which: { tokenId: number } | { tokenHash: string }) =>
      db
        .selectFrom('access_tokens')
        .innerJoin('users', 'users.id', 'access_tokens.user_id')
        .leftJoin('core_cache_sessions', 'core_cache_sessions.token_id', 'access_tokens.id')
        .select([
          'access_tokens.expires_at as expiresAt',
          'access_tokens.revoked_at as revokedAt',
          'access_tokens.revoked_reason as revokedReason',
          'core_cache_sessions.expires_at as sessionExpiresAt',
          'users.status as userStatus',
        ])
        .where((eb) =>
          'tokenId' in which
            ? eb('access_tokens.id', '=', which.tokenId)
            : eb('access_tokens.token_hash', '=', which.tokenHash),
        )
        .executeTakeFirst(),

    /**
     * Marks the expiry of a token as recorded, once: by its id when its session ended idle, or by
     * its hash or id when it is past its own expiry (neither revoked nor of a disabled user). Answers
     * the token, with its user and firm, to the one call that marked it; undefined to every other
     * call, on any instance, and for a token that is not expired that way.
     */
    markExpiryRecorded: async (
      which: { idleTokenId: number } | { expiredHash: string } | { expiredTokenId: number },
      now: string,
    ) => {
      let query = db
        .updateTable('access_tokens')
        .set({ expiry_recorded_at: now })
        .where('expiry_recorded_at', 'is', null);
      query =
        'idleTokenId' in which
          ? query.where('id', '=', which.idleTokenId)
          : query
              .where((eb) =>
                'expiredHash' in which
                  ? eb('token_hash', '=', which.expiredHash)
                  : eb('id', '=', which.expiredTokenId),
              )
              .where('expires_at', '<=', now)
              .where('revoked_at', 'is', null)
              .where('user_id', 'in', db.selectFrom('users').select('id').where('status', '=', 1));
      return query
        .returning(['id as tokenId', 'user_id as userId', 'firm_id as firmId'])
        .executeTakeFirst();
    },

    /** Records that the token's holder proved who they are at `now` (POST /upms/user/proof). */
    recordProof: async (tokenId: number, now: Date) => {
      await db
        .updateTable('access_tokens')
        .set({ proved_at: now.toISOString() })
        .where('id', '=', tokenId)
        .execute();
    },

    /** When the token's holder last proved who they are; null when never. Of this token only. */
    provedAt: async (tokenId: number): Promise<Date | null> => {
      const row = await db
        .selectFrom('access_tokens')
        .select('proved_at')
        .where('id', '=', tokenId)
        .executeTakeFirst();
      return row?.proved_at ? new Date(row.proved_at) : null;
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
