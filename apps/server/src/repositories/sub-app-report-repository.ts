import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { createSubAppNewErrorGroupQueries } from './sub-app-new-error-groups';
import { createSubAppReleaseFigureQueries } from './sub-app-release-figures';
import { createSubAppReportHistoryQueries } from './sub-app-report-history';
import { rowsOfUserPerApp } from './rows-of-user-per-app';

export type SubAppReportRow = Selectable<Database['sub_app_reports']>;
export type NewSubAppReport = Omit<SubAppReportRow, 'id'>;
export type ReportKind = SubAppReportRow['kind'];

/** A problem as operations read it: the report, whose it was, and its place among theirs. */
export type ReportedProblemRow = SubAppReportRow & {
  reporter: string | null;
  /** 1 for the user's newest problem of the app, 2 for the one before, … */
  rank: number | string;
};

export type SubAppReportRepository = ReturnType<typeof createSubAppReportRepository>;

/** How many of each user's newest problems of an app operations may read. */
const problemsPerUser = 5;

/** The most one report row counts: what a forged count can add stays a number. */
const maxRowCount = 1_000_000;

export function createSubAppReportRepository(db: Kysely<Database>) {
  return {
    ...createSubAppReportHistoryQueries(db),
    ...createSubAppNewErrorGroupQueries(db),
    ...createSubAppReleaseFigureQueries(db),

    insert: async (reports: NewSubAppReport[]) => {
      if (reports.length > 0) await db.insertInto('sub_app_reports').values(reports).execute();
    },

    /** How many report rows the user's shells made of each of `apps` since `since`. */
    rowsOfUserSince: (userId: number, apps: string[], since: Date) =>
      rowsOfUserPerApp(db, 'sub_app_reports', { userId, apps, since }),

    /**
     * Adds `count` to the user's newest report of that app and kind since `since`; false when
     * there is none. A row counts `maxRowCount` at most.
     */
    addToNewest: async ({
      userId,
      app,
      kind,
      since,
      count,
    }: {
      userId: number;
      app: string;
      kind: ReportKind;
      since: Date;
      count: number;
    }) => {
      const added = sql<number>`case when count + ${count} > ${maxRowCount} then ${maxRowCount} else count + ${count} end`;
      const result = await db
        .updateTable('sub_app_reports')
        .set({ count: added })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('sub_app_reports')
            .select((inner) => inner.fn.max('id').as('id'))
            .where('user_id', '=', userId)
            .where('app', '=', app)
            .where('kind', '=', kind)
            .where('received_at', '>=', since.toISOString()),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Since `since`, for each app, user and kind: how many were reported (each report as many as
     * it stands for) and the id of the newest report.
     */
    tallySince: (since: Date) =>
      db
        .selectFrom('sub_app_reports')
        .select([
          'app',
          'user_id',
          'kind',
          (eb) => eb.fn.sum<number | string>('count').as('count'),
          (eb) => eb.fn.max('id').as('newest_id'),
        ])
        .where('received_at', '>=', since.toISOString())
        .groupBy(['app', 'user_id', 'kind'])
        .execute(),

    /** Every first-mount time since `since`, by app and user. */
    mountTimesSince: (since: Date) =>
      db
        .selectFrom('sub_app_reports')
        .select(['app', 'user_id', 'duration_ms'])
        .where('received_at', '>=', since.toISOString())
        .where('kind', '=', 'mount')
        .where('duration_ms', 'is not', null)
        .execute(),

    /**
     * The problems (failures, time-outs, errors, crashes) since `since`: each user's newest five
     * of each app, with their rank among that user's and the reporter's username.
     */
    problemsSince: async (since: Date): Promise<ReportedProblemRow[]> => {
      const ranked = db
        .selectFrom('sub_app_reports')
        .leftJoin('users', 'users.id', 'sub_app_reports.user_id')
        .selectAll('sub_app_reports')
        .select((eb) => [
          'users.username as reporter',
          eb.fn
            .agg<number | string>('row_number')
            .over((over) =>
              over
                .partitionBy(['sub_app_reports.app', 'sub_app_reports.user_id'])
                .orderBy('sub_app_reports.id', 'desc'),
            )
            .as('rank'),
        ])
        .where('sub_app_reports.received_at', '>=', since.toISOString())
        .where('sub_app_reports.kind', '!=', 'mount');
      return db
        .selectFrom(ranked.as('ranked'))
        .selectAll()
        .where('rank', '<=', problemsPerUser)
        .orderBy('id', 'desc')
        .execute();
    },
  };
}
