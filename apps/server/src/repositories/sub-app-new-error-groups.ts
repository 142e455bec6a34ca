import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type NewErrorGroupRow = {
  app: string;
  fingerprint: string;
  first_seen: string;
  last_seen: string;
  count: number | string | null;
  users: number | string;
  newest_id: number | string;
};

/**
 * The error groups alert rules watch (docs/production.md, "Alerts"), part of the sub-app report
 * repository.
 */
export function createSubAppNewErrorGroupQueries(db: Kysely<Database>) {
  return {
    /**
     * The error groups of these apps (every app: null) whose first report, of all kept, came at
     * or after `since`. Only groups reported since then are looked at, through the time index.
     */
    errorGroupsFirstSeenSince: (
      since: Date,
      apps: string[] | null,
    ): Promise<NewErrorGroupRow[]> => {
      const from = since.toISOString();
      let query = db
        .selectFrom('sub_app_reports')
        .where('fingerprint', 'is not', null)
        .where('fingerprint', 'in', (eb) =>
          eb
            .selectFrom('sub_app_reports')
            .select('fingerprint')
            .where('received_at', '>=', from)
            .where('fingerprint', 'is not', null),
        );
      if (apps !== null) {
        if (apps.length === 0) return Promise.resolve([]);
        query = query.where('app', 'in', apps);
      }
      return query
        .select((eb) => [
          'app',
          sql<string>`fingerprint`.as('fingerprint'),
          eb.fn.min('received_at').as('first_seen'),
          eb.fn.max('received_at').as('last_seen'),
          eb.fn.sum<number | string | null>('count').as('count'),
          sql<number | string>`count(distinct coalesce(user_id, 0))`.as('users'),
          eb.fn.max('id').as('newest_id'),
        ])
        .groupBy(['app', 'fingerprint'])
        .having((eb) => eb.fn.min('received_at'), '>=', from)
        .orderBy('first_seen')
        .execute();
    },

    /** When the app's error group was last reported; null when none of its reports is kept. */
    lastReportOfGroup: async (app: string, fingerprint: string): Promise<string | null> => {
      const row = await db
        .selectFrom('sub_app_reports')
        .select((eb) => eb.fn.max('received_at').as('last_seen'))
        .where('app', '=', app)
        .where('fingerprint', '=', fingerprint)
        .executeTakeFirst();
      return row?.last_seen ?? null;
    },
  };
}
