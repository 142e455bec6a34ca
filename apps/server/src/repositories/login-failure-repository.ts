import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type LoginFailureRepository = ReturnType<typeof createLoginFailureRepository>;

/** The counter of an account's failed sign-ins, whatever the case the username was typed in. */
export const accountKeyOf = (username: string) => `account:${username.trim().toLowerCase()}`;

export type AttemptTerms = {
  /** Failed sign-ins allowed in one window; none counts without a limit. */
  limit?: number;
  now: Date;
  /** Where a window starting now would end. */
  windowEndsAt: Date;
};

/** A place taken in a counter: the window it was counted in, to give it back in. */
export type Reservation = { key: string; windowEndsAt: string };

// Each counter changes in one statement whose outcome says whether it was admitted, so several
// requests (or server instances) racing on one account can never pass more attempts than the
// limit: the unique key serialises them in the database, on SQLite and PostgreSQL alike.
export function createLoginFailureRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one attempt against the key: a new window when none is running (or it has ended),
     * else one more in the running window, unless that window is already at the limit. Answers
     * the reservation, or null when the key is at its limit.
     */
    reserve: async (key: string, { limit, now, windowEndsAt }: AttemptTerms) => {
      const nowText = now.toISOString();
      const endText = windowEndsAt.toISOString();
      const row = await db
        .insertInto('login_failures')
        .values({ key, failures: 1, window_ends_at: endText })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet((eb) => {
              const hasEnded = eb('login_failures.window_ends_at', '<=', nowText);
              return {
                failures: eb
                  .case()
                  .when(hasEnded)
                  .then(1)
                  .else(eb('login_failures.failures', '+', 1))
                  .end(),
                window_ends_at: eb
                  .case()
                  .when(hasEnded)
                  .then(endText)
                  .else(eb.ref('login_failures.window_ends_at'))
                  .end(),
              };
            })
            .where((eb) =>
              limit === undefined
                ? eb.lit(true)
                : eb.or([
                    eb('login_failures.window_ends_at', '<=', nowText),
                    eb('login_failures.failures', '<', limit),
                  ]),
            ),
        )
        .returning('window_ends_at')
        .executeTakeFirst();
      return row ? { key, windowEndsAt: row.window_ends_at } : null;
    },

    /** Gives a place back (the attempt succeeded), in the window it was taken in only. */
    release: async ({ key, windowEndsAt }: Reservation) => {
      await db
        .updateTable('login_failures')
        .set((eb) => ({ failures: eb('failures', '-', 1) }))
        .where('key', '=', key)
        .where('window_ends_at', '=', windowEndsAt)
        .where('failures', '>', 0)
        .execute();
    },

    /**
     * Forgets the key's failures (a security administrator unlocked the account); answers how
     * many its running window held, 0 when none was running.
     */
    clear: async (key: string, now: Date) => {
      const row = await db
        .deleteFrom('login_failures')
        .where('key', '=', key)
        .returning(['failures', 'window_ends_at'])
        .executeTakeFirst();
      return row && row.window_ends_at > now.toISOString() ? Number(row.failures) : 0;
    },

    /** When the running window of the key ends, if one is running. */
    findWindowEnd: async (key: string, now: Date) => {
      const row = await db
        .selectFrom('login_failures')
        .select('window_ends_at')
        .where('key', '=', key)
        .where('window_ends_at', '>', now.toISOString())
        .executeTakeFirst();
      return row ? new Date(row.window_ends_at) : null;
    },

    /** When the running window of the key ends, if it holds `limit` failures or more. */
    findFullWindowEnd: async (key: string, limit: number, now: Date) => {
      const row = await db
        .selectFrom('login_failures')
        .select('window_ends_at')
        .where('key', '=', key)
        .where('window_ends_at', '>', now.toISOString())
        .where('failures', '>=', limit)
        .executeTakeFirst();
      return row ? new Date(row.window_ends_at) : null;
    },
  };
}
