import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type SubAppRow = Selectable<Database['sub_apps']>;
export type SubAppChange = Omit<Insertable<Database['sub_apps']>, 'position'>;

export type SubAppRepository = ReturnType<typeof createSubAppRepository>;

export function createSubAppRepository(db: Kysely<Database>) {
  return {
    /** The registry's change stamp (migration 0019): it changes with any change to the table. */
    stamp: async (): Promise<string | null> => {
      const row = await db
        .selectFrom('change_stamps')
        .select('stamp')
        .where('name', '=', 'registry')
        .executeTakeFirst();
      return row?.stamp ?? null;
    },

    /** Every route of the registry, in its order. */
    list: (): Promise<SubAppRow[]> =>
      db.selectFrom('sub_apps').selectAll().orderBy('position').orderBy('route').execute(),

    find: (route: string) =>
      db.selectFrom('sub_apps').selectAll().where('route', '=', route).executeTakeFirst(),

    /** The entry of the app with this name, if any. */
    findNamed: (name: string) =>
      db.selectFrom('sub_apps').selectAll().where('name', '=', name).executeTakeFirst(),

    /** The route whose app has this name, if any. */
    routeNamed: async (name: string) =>
      (await db.selectFrom('sub_apps').select('route').where('name', '=', name).executeTakeFirst())
        ?.route,

    /** Adds a route after the others. */
    insert: async (entry: SubAppChange) => {
      const last = await db
        .selectFrom('sub_apps')
        .select((eb) => eb.fn.max('position').as('position'))
        .executeTakeFirst();
      await db
        .insertInto('sub_apps')
        .values({ ...entry, position: Number(last?.position ?? -1) + 1 })
        .execute();
    },

    update: async ({ route, ...entry }: SubAppChange) => {
      await db.updateTable('sub_apps').set(entry).where('route', '=', route).execute();
    },
  };
}
