import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { rowsOfUserPerApp } from './rows-of-user-per-app';

export type NewSubAppTiming = Insertable<Database['sub_app_timings']>;
export type TimingKind = NewSubAppTiming['kind'];

/** The 75th percentile (nearest rank) of one app's, release's and kind's samples. */
export type TimingPercentileRow = {
  app: string;
  route: string;
  release: string;
  is_pinned: number | string;
  kind: TimingKind;
  count: number | string;
  p75: number | string;
};

export type SubAppTimingRepository = ReturnType<typeof createSubAppTimingRepository>;

export function createSubAppTimingRepository(db: Kysely<Database>) {
  return {
    insert: async (timings: NewSubAppTiming[]) => {
      if (timings.length > 0) await db.insertInto('sub_app_timings').values(timings).execute();
    },

    /** How many samples the user's shells gave of each of `apps` since `since`. */
    samplesOfUserSince: (userId: number, apps: string[], since: Date) =>
      rowsOfUserPerApp(db, 'sub_app_timings', { userId, apps, since }),

    /**
     * Per app, release and kind, the samples received since `since`: how many, and the 75th
     * percentile by nearest rank (the smallest sample with at least three quarters of them at or
     * below it), ranked in SQL alike on SQLite and PostgreSQL (neither's percentile function is
     * on both).
     */
    p75Since: (since: Date): Promise<TimingPercentileRow[]> => {
      const ranked = db
        .selectFrom('sub_app_timings')
        .select((eb) => [
          'app',
          'route',
          'release',
          'is_pinned',
          'kind',
          'value',
          eb.fn
            .agg<number | string>('row_number')
            .over((over) => over.partitionBy(['app', 'release', 'kind']).orderBy('value'))
            .as('position'),
          eb.fn
            .countAll<number | string>()
            .over((over) => over.partitionBy(['app', 'release', 'kind']))
            .as('total'),
        ])
        .where('received_at', '>=', since.toISOString());
      return db
        .selectFrom(ranked.as('ranked'))
        .select(['app', 'route', 'release', 'is_pinned', 'kind', 'total as count', 'value as p75'])
        .where(sql<boolean>`position * 4 >= total * 3`)
        .where(sql<boolean>`(position - 1) * 4 < total * 3`)
        .execute();
    },
  };
}
