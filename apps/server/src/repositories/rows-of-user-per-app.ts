import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * How many rows a user's shells made of each of `apps` since `since`, in a table of what shells
 * report (health reports, timings): what the per-user share of a minute is counted against.
 */
export async function rowsOfUserPerApp(
  db: Kysely<Database>,
  table: 'sub_app_reports' | 'sub_app_timings',
  { userId, apps, since }: { userId: number; apps: string[]; since: Date },
): Promise<Map<string, number>> {
  if (apps.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['app', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', '=', userId)
    .where('app', 'in', apps)
    .where('received_at', '>=', since.toISOString())
    .groupBy('app')
    .execute();
  return new Map(rows.map(({ app, count }) => [app, Number(count)]));
}
