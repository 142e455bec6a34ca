import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A user's grant to run an app from a development server, with who granted it. */
export type DeveloperGrantRow = {
  app: string;
  grantedAt: string;
  grantedBy: { userId: number; username: string; displayName: string };
};

/** The app a session runs from a development server. */
export type DeveloperOverrideRow = { app: string; url: string; setAt: string };

export type NewDeveloperOverride = DeveloperOverrideRow & {
  tokenId: number;
  userId: number;
  pageKeyHash: string;
};

export type SubAppDeveloperRepository = ReturnType<typeof createSubAppDeveloperRepository>;

/**
 * Developers' grants per app, and the one override a session may hold (migration 0041). An
 * override counts only while its user still holds the grant for its app: a revoked grant ends it
 * at once, on every instance.
 */
export function createSubAppDeveloperRepository(db: Kysely<Database>) {
  const overrides = () =>
    db
      .selectFrom('developer_overrides')
      .innerJoin('sub_app_developers', (join) =>
        join
          .onRef('sub_app_developers.user_id', '=', 'developer_overrides.user_id')
          .onRef('sub_app_developers.app', '=', 'developer_overrides.app'),
      )
      .select([
        'developer_overrides.app as app',
        'developer_overrides.url as url',
        'developer_overrides.set_at as setAt',
      ]);

  return {
    /** The user's grants, by app name. */
    grantsOf: async (userId: number): Promise<DeveloperGrantRow[]> => {
      const rows = await db
        .selectFrom('sub_app_developers')
        .innerJoin('users as granter', 'granter.id', 'sub_app_developers.granted_by')
        .select([
          'sub_app_developers.app as app',
          'sub_app_developers.granted_at as grantedAt',
          'granter.id as granterId',
          'granter.username as granterUsername',
          'granter.display_name as granterName',
        ])
        .where('sub_app_developers.user_id', '=', userId)
        .orderBy('sub_app_developers.app')
        .execute();
      return rows.map(({ app, grantedAt, granterId, granterUsername, granterName }) => ({
        app,
        grantedAt,
        grantedBy: { userId: granterId, username: granterUsername, displayName: granterName },
      }));
    },

    holds: async (userId: number, app: string): Promise<boolean> =>
      (await db
        .selectFrom('sub_app_developers')
        .select('app')
        .where('user_id', '=', userId)
        .where('app', '=', app)
        .executeTakeFirst()) !== undefined,

    /** Grants the app to the user; false when they held it already. */
    grant: async (grant: {
      userId: number;
      app: string;
      grantedBy: number;
      grantedAt: Date;
    }): Promise<boolean> => {
      const inserted = await db
        .insertInto('sub_app_developers')
        .values({
          user_id: grant.userId,
          app: grant.app,
          granted_by: grant.grantedBy,
          granted_at: grant.grantedAt.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'app']).doNothing())
        .returning('app')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /**
     * Takes the grant away, and with it the user's overrides of that app, in one transaction.
     * Answers how many overrides it ended; null when the user did not hold the grant.
     */
    revoke: (userId: number, app: string): Promise<number | null> =>
      db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('sub_app_developers')
          .where('user_id', '=', userId)
          .where('app', '=', app)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return null;
        const ended = await trx
          .deleteFrom('developer_overrides')
          .where('user_id', '=', userId)
          .where('app', '=', app)
          .executeTakeFirst();
        return Number(ended.numDeletedRows);
      }),

    /** The session's override, while its user holds the grant for its app. */
    overrideOf: (tokenId: number): Promise<DeveloperOverrideRow | undefined> =>
      overrides().where('developer_overrides.token_id', '=', tokenId).executeTakeFirst(),

    /**
     * Sets the session's override, in place of the one it had (answered, if any), in one
     * transaction.
     */
    setOverride: (override: NewDeveloperOverride): Promise<DeveloperOverrideRow | undefined> =>
      db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('developer_overrides')
          .select(['app', 'url', 'set_at as setAt'])
          .where('token_id', '=', override.tokenId)
          .executeTakeFirst();
        const values = {
          user_id: override.userId,
          app: override.app,
          url: override.url,
          page_key_hash: override.pageKeyHash,
          set_at: override.setAt,
        };
        await trx
          .insertInto('developer_overrides')
          .values({ token_id: override.tokenId, ...values })
          .onConflict((conflict) => conflict.column('token_id').doUpdateSet(values))
          .execute();
        return before;
      }),

    /** Ends the session's override; answers it, or undefined when there was none. */
    clearOverride: (tokenId: number): Promise<DeveloperOverrideRow | undefined> =>
      db
        .deleteFrom('developer_overrides')
        .where('token_id', '=', tokenId)
        .returning(['app', 'url', 'set_at as setAt'])
        .executeTakeFirst(),

    /**
     * The development server a browser's pages may load, by the key its cookie holds: only while
     * the session that set it is alive (its token neither revoked nor expired, its idle session
     * on, its user active) and its user holds the grant.
     */
    liveUrlOfPageKey: async (pageKeyHash: string, now: Date): Promise<string | undefined> => {
      const nowText = now.toISOString();
      const row = await overrides()
        .innerJoin('access_tokens', 'access_tokens.id', 'developer_overrides.token_id')
        .innerJoin('core_cache_sessions', 'core_cache_sessions.token_id', 'access_tokens.id')
        .innerJoin('users', 'users.id', 'access_tokens.user_id')
        .where('developer_overrides.page_key_hash', '=', pageKeyHash)
        .where('access_tokens.revoked_at', 'is', null)
        .where('access_tokens.expires_at', '>', nowText)
        .where('core_cache_sessions.expires_at', '>', nowText)
        .where('users.status', '=', 1)
        .executeTakeFirst();
      return row?.url;
    },

    /** When the session's token expires; undefined for no such token. */
    tokenExpiry: async (tokenId: number): Promise<Date | undefined> => {
      const row = await db
        .selectFrom('access_tokens')
        .select('expires_at')
        .where('id', '=', tokenId)
        .executeTakeFirst();
      return row && new Date(row.expires_at);
    },
  };
}
