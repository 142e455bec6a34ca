import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type ReportKind = Database['sub_app_reports']['kind'];

/** What one user reported of one release of an app, of one kind (sums may come as strings). */
export type ReleaseTallyRow = {
  app: string;
  /** Null: the registry entry's own url. */
  release: string | null;
  user_id: number | null;
  kind: ReportKind;
  count: number | string | null;
};

/** One first mount's time, with its release and user. */
export type ReleaseMountTimeRow = {
  app: string;
  release: string | null;
  user_id: number | null;
  duration_ms: number | null;
};

/** The health reports of `apps` since `since` by the release the shells ran (migration 0042). */
export function createSubAppReleaseFigureQueries(db: Kysely<Database>) {
  return {
    /** Per app, release, user and kind: how many were reported. */
    releaseTallySince: (apps: readonly string[], since: Date): Promise<ReleaseTallyRow[]> =>
      apps.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('sub_app_reports')
            .select([
              'app',
              'release',
              'user_id',
              'kind',
              (eb) => eb.fn.sum<number | string | null>('count').as('count'),
            ])
            .where('app', 'in', apps)
            .where('received_at', '>=', since.toISOString())
            .groupBy(['app', 'release', 'user_id', 'kind'])
            .execute(),

    /** Every first-mount time of `apps` since `since`. */
    releaseMountTimesSince: (
      apps: readonly string[],
      since: Date,
    ): Promise<ReleaseMountTimeRow[]> =>
      apps.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('sub_app_reports')
            .select(['app', 'release', 'user_id', 'duration_ms'])
            .where('app', 'in', apps)
            .where('received_at', '>=', since.toISOString())
            .where('kind', '=', 'mount')
            .where('duration_ms', 'is not', null)
            .execute(),
  };
}
