import type { Duty } from '@portal/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { containsPattern, containsText } from './text-search';

export type AccountRepository = ReturnType<typeof createAccountRepository>;

/** An account as the security administrators' search shows it. */
export type AccountSummary = {
  id: number;
  username: string;
  displayName: string;
  /** 1 active, 0 disabled. */
  status: number;
  firms: { id: number; name: string }[];
  duty: Duty | null;
  liveSessions: number;
  lastSignInAt: string | null;
};

/**
 * One UPDATE revoking every session of the user still valid at `now`, ended by a security
 * administrator; answers how many.
 */
async function revokeAllOf(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  now: Date,
) {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now.toISOString(), revoked_reason: 'admin' })
    .where('user_id', '=', userId)
    // Sessions only: their apps' tokens end with them.
    .where('parent_token_id', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Accounts, their state and their sign-ins, for the security administrators (docs/security.md). */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    /**
     * A page of accounts by username, those whose username or display name holds `query` (any
     * case); `after` is the last username of the page before. Reads one more than `limit` to
     * tell whether another page follows.
     */
    search: async (
      { query, after, limit }: { query?: string; after?: string; limit: number },
      now: Date,
    ): Promise<{ accounts: AccountSummary[]; nextCursor: string | null }> => {
      let users = db
        .selectFrom('users')
        .leftJoin('user_duties', 'user_duties.user_id', 'users.id')
        .select([
          'users.id as id',
          'users.username as username',
          'users.display_name as displayName',
          'users.status as status',
          'user_duties.duty as duty',
        ]);
      if (query) {
        const pattern = containsPattern(query);
        users = users.where((eb) =>
          eb.or([
            containsText(eb.ref('users.username'), pattern),
            containsText(eb.ref('users.display_name'), pattern),
          ]),
        );
      }
      if (after !== undefined) users = users.where('users.username', '>', after);
      const rows = await users
        .orderBy('users.username')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const ids = page.map((row) => row.id);
      if (ids.length === 0) return { accounts: [], nextCursor: null };

      const nowText = now.toISOString();
      const [firms, live, lastSignIns] = await Promise.all([
        db
          .selectFrom('user_firms')
          .innerJoin('firms', 'firms.id', 'user_firms.firm_id')
          .select(['user_firms.user_id as userId', 'firms.id as id', 'firms.firm_name as name'])
          .where('user_firms.user_id', 'in', ids)
          .orderBy('firms.firm_no')
          .execute(),
        db
          .selectFrom('access_tokens')
          .innerJoin('core_cache_sessions', 'core_cache_sessions.token_id', 'access_tokens.id')
          .select(['access_tokens.user_id as userId', (eb) => eb.fn.countAll().as('count')])
          .where('access_tokens.user_id', 'in', ids)
          .where('access_tokens.revoked_at', 'is', null)
          .where('access_tokens.expires_at', '>', nowText)
          .where('core_cache_sessions.expires_at', '>', nowText)
          .groupBy('access_tokens.user_id')
          .execute(),
        db
          .selectFrom('access_tokens')
          .select(['user_id as userId', (eb) => eb.fn.max('created_at').as('lastSignInAt')])
          .where('user_id', 'in', ids)
          // An app's token is minted at each app opened, not at a sign-in.
          .where('parent_token_id', 'is', null)
          .groupBy('user_id')
          .execute(),
      ]);
      const accounts = page.map((row) => ({
        id: row.id,
        username: row.username,
        displayName: row.displayName,
        status: row.status,
        duty: (row.duty as Duty | null) ?? null,
        // A user is a member of a firm once per department: the firm is listed once.
        firms: [
          ...new Map(
            firms
              .filter((firm) => firm.userId === row.id)
              .map((firm) => [firm.id, { id: firm.id, name: firm.name }]),
          ).values(),
        ],
        liveSessions: Number(live.find((entry) => entry.userId === row.id)?.count ?? 0),
        lastSignInAt: lastSignIns.find((entry) => entry.userId === row.id)?.lastSignInAt ?? null,
      }));
      const last = page.at(-1);
      return { accounts, nextCursor: rows.length > limit && last ? last.username : null };
    },

    /** Revokes every token of the user still valid: one UPDATE, seen by every instance. */
    revokeAllTokens: (userId: number, now: Date) => revokeAllOf(db, userId, now),

    /** Disables the account and revokes its tokens in one transaction; answers the tokens revoked. */
    disable: (userId: number, now: Date) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ status: 0 }).where('id', '=', userId).execute();
        return revokeAllOf(trx, userId, now);
      }),

    enable: async (userId: number) => {
      await db.updateTable('users').set({ status: 1 }).where('id', '=', userId).execute();
    },

    /**
     * Removes every second factor of the user in one transaction: their passkeys (and the
     * ceremonies they began), their authenticator app, confirmed or waiting for its first code,
     * and its recovery codes. Answers what was removed: passkeys, whether an app, and how many
     * recovery codes were still unused.
     */
    resetSecondFactors: async (userId: number) =>
      db.transaction().execute(async (trx) => {
        const passkeys = await trx
          .deleteFrom('passkeys')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        await trx.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
        const unusedCodes = await trx
          .deleteFrom('recovery_codes')
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        const totp = await trx
          .deleteFrom('totp_secrets')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return {
          passkeys: Number(passkeys.numDeletedRows),
          totp: Number(totp.numDeletedRows) > 0,
          recoveryCodes: Number(unusedCodes.numDeletedRows),
        };
      }),
  };
}
