import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What an app's reports add up to, as the database answers it (sums may come as strings). */
export type ReportTallyRow = Record<
  'mounts' | 'failures' | 'timeouts' | 'errors' | 'crashes' | 'users_affected',
  number | string | null
>;

type ReportKind = Database['sub_app_reports']['kind'];

export type ErrorGroupRow = {
  fingerprint: string | null;
  count: number | string | null;
  first_seen: string;
  last_seen: string;
  users: number | string;
  errors: number | string | null;
  crashes: number | string | null;
  newest_id: number | string;
};

// `received_at` is an ISO 8601 instant in UTC (`2026-03-02T08:15:00.000Z`): its first 13
// characters are its hour, on SQLite and PostgreSQL alike.
const hourOf = sql<string>`substr(received_at, 1, 13)`;

const countOf = (kind: ReportKind) =>
  sql<number | string | null>`sum(case when kind = ${kind} then count else 0 end)`;

// Reports kept before their user was (migration 0033) count as one user's, as in the health.
const usersAffected = sql<
  number | string
>`count(distinct case when kind in ('failure', 'timeout', 'error', 'crash') then coalesce(user_id, 0) end)`;

const tallies = [
  countOf('mount').as('mounts'),
  countOf('failure').as('failures'),
  countOf('timeout').as('timeouts'),
  countOf('error').as('errors'),
  countOf('crash').as('crashes'),
  usersAffected.as('users_affected'),
] as const;

/**
 * The reports of one app over time and its errors by group (docs/sub-apps.md, "Health"), part
 * of the sub-app report repository.
 */
export function createSubAppReportHistoryQueries(db: Kysely<Database>) {
  const ofAppSince = (app: string, since: Date) =>
    db
      .selectFrom('sub_app_reports')
      .where('app', '=', app)
      .where('received_at', '>=', since.toISOString());

  return {
    /** The app's reports since `since` by UTC hour (`2026-03-02T08`), hours without any left out. */
    hourlySince: (app: string, since: Date) =>
      ofAppSince(app, since)
        .select([hourOf.as('hour'), ...tallies])
        .groupBy(hourOf)
        .orderBy(hourOf)
        .execute(),

    /** The app's reports since `since` in all, each user counted once. */
    totalsSince: async (app: string, since: Date): Promise<ReportTallyRow> =>
      (await ofAppSince(app, since).select(tallies).executeTakeFirst()) ?? {
        mounts: 0,
        failures: 0,
        timeouts: 0,
        errors: 0,
        crashes: 0,
        users_affected: 0,
      },

    /** The app's error groups since `since`, newest last seen first, at most `limit`. */
    errorGroupsSince: (app: string, since: Date, limit: number): Promise<ErrorGroupRow[]> =>
      ofAppSince(app, since)
        .where('fingerprint', 'is not', null)
        .select((eb) => [
          'fingerprint',
          eb.fn.sum<number | string | null>('count').as('count'),
          eb.fn.min('received_at').as('first_seen'),
          eb.fn.max('received_at').as('last_seen'),
          sql<number | string>`count(distinct coalesce(user_id, 0))`.as('users'),
          countOf('error').as('errors'),
          countOf('crash').as('crashes'),
          eb.fn.max('id').as('newest_id'),
        ])
        .groupBy('fingerprint')
        .orderBy('last_seen', 'desc')
        .orderBy('newest_id', 'desc')
        .limit(limit)
        .execute(),

    /** How many error groups the app has since `since`. */
    errorGroupCountSince: async (app: string, since: Date) => {
      const row = await ofAppSince(app, since)
        .where('fingerprint', 'is not', null)
        .select(sql<number | string>`count(distinct fingerprint)`.as('groups'))
        .executeTakeFirst();
      return Number(row?.groups ?? 0);
    },

    /** The message and stack of each of these reports. */
    messagesOf: async (ids: number[]) => {
      if (ids.length === 0) return [];
      return db
        .selectFrom('sub_app_reports')
        .select(['id', 'message', 'stack'])
        .where('id', 'in', ids)
        .execute();
    },
  };
}
