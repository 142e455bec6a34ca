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

/**
 * A sub-app's token (migration 0031) to store: bound to the app, holding its scopes, minted from
 * the caller's shell token, whose user, firm and expiry it takes.
 */
export type NewAppToken = {
  tokenHash: string;
  parentTokenId: number;
  audience: string;
  scopes: readonly string[];
  createdAt: Date;
  clientAddress: string;
  userAgent: string;
};

/** The shell token a token's session is: its parent for an app's token, else itself. */
const sessionTokenId = (eb: ExpressionBuilder<Database, 'access_tokens'>) =>
  eb.fn.coalesce('access_tokens.parent_token_id', 'access_tokens.id');

export function createAccessTokenRepository(db: Kysely<Database>) {
  // An app's token lives only while its parent does: the parent neither revoked nor expired, and
  // the idle end its parent's session's. Ending a session thus ends its apps' tokens unwritten.
  const findActive = prepareQuery(db, (tokenHash: string, now: string) =>
    db
      .selectFrom('access_tokens')
      .innerJoin('users', 'users.id', 'access_tokens.user_id')
      .leftJoin('access_tokens as parent', 'parent.id', 'access_tokens.parent_token_id')
      .leftJoin('core_cache_sessions', (join) =>
        join.on((eb) => eb('core_cache_sessions.token_id', '=', sessionTokenId(eb))),
      )
      .leftJoin('user_duties', 'user_duties.user_id', 'access_tokens.user_id')
      .select((eb) => [
        'access_tokens.id as tokenId',
        'access_tokens.user_id as userId',
        'access_tokens.firm_id as firmId',
        'access_tokens.audience as app',
        'access_tokens.scopes as scopes',
        sessionTokenId(eb).as('sessionTokenId'),
        'users.username as username',
        'user_duties.duty as duty',
        'core_cache_sessions.expires_at as sessionExpiresAt',
        stampOf(eb, 'organisation').as('organisationStamp'),
        stampOf(eb, 'permissions').as('permissionsStamp'),
        stampOf(eb, 'registry').as('registryStamp'),
      ])
      .where('access_tokens.token_hash', '=', tokenHash)
      .where('access_tokens.revoked_at', 'is', null)
      .where('access_tokens.expires_at', '>', now)
      .where((eb) =>
        eb.or([
          eb('access_tokens.parent_token_id', 'is', null),
          eb.and([eb('parent.revoked_at', 'is', null), eb('parent.expires_at', '>', now)]),
        ]),
      )
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
     * Stores a sub-app's token, taking its user, firm, scope and expiry from its parent in the
     * same statement: it never outlives it. Answers its expiry; undefined when the parent is gone.
     */
    insertApp: async (token: NewAppToken) => {
      const row = await db
        .insertInto('access_tokens')
        .columns([
          'token_hash',
          'user_id',
          'firm_id',
          'scope',
          'expires_at',
          'created_at',
          'client_address',
          'user_agent',
          'audience',
          'scopes',
          'parent_token_id',
        ])
        .expression((eb) =>
          eb
            .selectFrom('access_tokens as parent')
            .select([
              eb.val(token.tokenHash).as('token_hash'),
              'parent.user_id',
              'parent.firm_id',
              'parent.scope',
              'parent.expires_at',
              eb.val(token.createdAt.toISOString()).as('created_at'),
              eb.val(token.clientAddress.slice(0, 64)).as('client_address'),
              eb.val(token.userAgent.slice(0, 512)).as('user_agent'),
              eb.val(token.audience).as('audience'),
              eb.val(JSON.stringify(token.scopes)).as('scopes'),
              'parent.id',
            ])
            .where('parent.id', '=', token.parentTokenId),
        )
        .returning('expires_at')
        .executeTakeFirst();
      return row && new Date(row.expires_at);
    },

    /**
     * The token with this hash if it is neither expired nor revoked, with its active user and
     * their duty (null for most), the end of its core-cache session (its parent's for an app's
     * token; null when it has none), an app's audience and scopes, and the data stamps of this
     * moment (see stamped-cache.ts); `now` is ISO 8601 text. One prepared statement, the one
     * query every protected request makes before its own.
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
     * never touched. Sessions only: their apps' tokens end with them.
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
        .where('parent_token_id', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString());
      query =
        'tokenIds' in which
          ? query.where('id', 'in', which.tokenIds)
          : query.where('id', '<>', which.allBut);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Revokes one session of the user, ended by a security administrator: the token `tokenId`
     * only if it is that user's session and still valid. Answers how many (0 or 1); another
     * user's token, or an app's, is never touched.
     */
    revokeSessionByAdmin: async (userId: number, tokenId: number, now: Date) => {
      const result = await db
        .updateTable('access_tokens')
        .set({ revoked_at: now.toISOString(), revoked_reason: 'admin' })
        .where('id', '=', tokenId)
        .where('user_id', '=', userId)
        .where('parent_token_id', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
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

    /**
     * How a token ends: its expiry, its revocation and why, its own session's end, its user. An
     * app's token ends as the session it was minted from does: its parent's are answered.
     */
    endOf: (which: { tokenId: number } | { tokenHash: string }) =>
      db
        .selectFrom('access_tokens as token')
        .innerJoin('users', 'users.id', 'token.user_id')
        .innerJoin('access_tokens as session', (join) =>
          join.on((eb) =>
            eb('session.id', '=', eb.fn.coalesce('token.parent_token_id', 'token.id')),
          ),
        )
        .leftJoin('core_cache_sessions', 'core_cache_sessions.token_id', 'session.id')
        .select([
          'session.expires_at as expiresAt',
          'session.revoked_at as revokedAt',
          'session.revoked_reason as revokedReason',
          'core_cache_sessions.expires_at as sessionExpiresAt',
          'users.status as userStatus',
        ])
        .where((eb) =>
          'tokenId' in which
            ? eb('token.id', '=', which.tokenId)
            : eb('token.token_hash', '=', which.tokenHash),
        )
        .executeTakeFirst(),

    /**
     * Marks the expiry of a token as recorded, once: by its id when its session ended idle, or by
     * its hash or id when it is past its own expiry (neither revoked nor of a disabled user). Answers
     * the token, with its user and firm, to the one call that marked it; undefined to every other
     * call, on any instance, and for a token that is not expired that way. A session's token only:
     * an app's token expires with its session, which is recorded once, as the session's.
     */
    markExpiryRecorded: async (
      which: { idleTokenId: number } | { expiredHash: string } | { expiredTokenId: number },
      now: string,
    ) => {
      let query = db
        .updateTable('access_tokens')
        .set({ expiry_recorded_at: now })
        .where('expiry_recorded_at', 'is', null)
        .where('parent_token_id', 'is', null);
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
