import type { AutomaticRollbackSettings } from '@portal/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type AutomaticRollbackRow = Selectable<Database['sub_app_automatic_rollbacks']> & {
  setter_username: string;
  setter_name: string;
};

export type SubAppAutomaticRollbackRepository = ReturnType<
  typeof createSubAppAutomaticRollbackRepository
>;

/** When each app's canary is rolled back by itself (migration 0042); an app not there: never. */
export function createSubAppAutomaticRollbackRepository(db: Kysely<Database>) {
  const withSetter = () =>
    db
      .selectFrom('sub_app_automatic_rollbacks')
      .innerJoin('users as setter', 'setter.id', 'sub_app_automatic_rollbacks.set_by')
      .selectAll('sub_app_automatic_rollbacks')
      .select(['setter.username as setter_username', 'setter.display_name as setter_name']);

  return {
    find: (app: string): Promise<AutomaticRollbackRow | undefined> =>
      withSetter().where('sub_app_automatic_rollbacks.app', '=', app).executeTakeFirst(),

    /** Every app's, for the job that watches the canaries. */
    list: (): Promise<AutomaticRollbackRow[]> =>
      withSetter().orderBy('sub_app_automatic_rollbacks.app').execute(),

    /** Sets an app's thresholds (null: off); answers the row as it was before. */
    set: (
      app: string,
      settings: AutomaticRollbackSettings | null,
      { by, at }: { by: number; at: Date },
    ): Promise<Selectable<Database['sub_app_automatic_rollbacks']> | undefined> =>
      db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('sub_app_automatic_rollbacks')
          .selectAll()
          .where('app', '=', app)
          .executeTakeFirst();
        if (settings === null) {
          await trx.deleteFrom('sub_app_automatic_rollbacks').where('app', '=', app).execute();
          return before;
        }
        const values = {
          factor: settings.factor,
          minutes: settings.minutes,
          min_loads: settings.minLoads,
          set_by: by,
          set_at: at.toISOString(),
        };
        await trx
          .insertInto('sub_app_automatic_rollbacks')
          .values({ app, ...values })
          .onConflict((conflict) => conflict.column('app').doUpdateSet(values))
          .execute();
        return before;
      }),
  };
}
