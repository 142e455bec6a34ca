import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type SubAppReportRow = Selectable<Database['sub_app_reports']>;
export type NewSubAppReport = Omit<SubAppReportRow, 'id'>;

export type SubAppReportRepository = ReturnType<typeof createSubAppReportRepository>;

/** How many of the newest problems per app operations read. */
const problemsPerApp = 5;

export function createSubAppReportRepository(db: Kysely<Database>) {
  return {
    insert: async (reports: NewSubAppReport[]) => {
      if (reports.length > 0) await db.insertInto('sub_app_reports').values(reports).execute();
    },

    /** How many reports of each app and kind were received since `since`. */
    countsSince: (since: Date) =>
      db
        .selectFrom('sub_app_reports')
        .select(['app', 'kind', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('received_at', '>=', since.toISOString())
        .groupBy(['app', 'kind'])
        .execute(),

    /** Every first-mount time since `since`, by app. */
    mountTimesSince: (since: Date) =>
      db
        .selectFrom('sub_app_reports')
        .select(['app', 'duration_ms'])
        .where('received_at', '>=', since.toISOString())
        .where('kind', '=', 'mount')
        .where('duration_ms', 'is not', null)
        .execute(),

    /**
     * The newest problems (failures, time-outs, errors) since `since`, at most five an app,
     * newest first; and when each app last mounted.
     */
    problemsSince: async (since: Date) => {
      const rows = await db
        .selectFrom('sub_app_reports')
        .selectAll()
        .where('received_at', '>=', since.toISOString())
        .where('kind', '!=', 'mount')
        .orderBy('id', 'desc')
        .limit(2_000)
        .execute();
      const byApp = new Map<string, SubAppReportRow[]>();
      for (const row of rows) {
        const kept = byApp.get(row.app) ?? [];
        if (kept.length < problemsPerApp) byApp.set(row.app, [...kept, row]);
      }
      return byApp;
    },

    /** The id of each app's newest mount report since `since`. */
    lastMountsSince: (since: Date) =>
      db
        .selectFrom('sub_app_reports')
        .select(['app', (eb) => eb.fn.max('id').as('id')])
        .where('received_at', '>=', since.toISOString())
        .where('kind', '=', 'mount')
        .groupBy('app')
        .execute(),
  };
}
