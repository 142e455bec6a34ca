import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type ScheduledJobRepository = ReturnType<typeof createScheduledJobRepository>;

export function createScheduledJobRepository(db: Kysely<Database>) {
  return {
    /**
     * Takes the job's run that is due at `now`: moves its next run to `nextRunAt` and answers
     * true, or answers false when it is not due. One statement decides, so of several instances
     * asking at once exactly one gets a due run, on SQLite and PostgreSQL alike.
     */
    claim: async (name: string, { now, nextRunAt }: { now: Date; nextRunAt: Date }) => {
      const nowText = now.toISOString();
      await db
        .insertInto('scheduled_jobs')
        .values({ name, next_run_at: nowText, last_run_at: null })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const result = await db
        .updateTable('scheduled_jobs')
        .set({ next_run_at: nextRunAt.toISOString(), last_run_at: nowText })
        .where('name', '=', name)
        .where('next_run_at', '<=', nowText)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
