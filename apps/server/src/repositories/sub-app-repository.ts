import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type SubAppRow = Selectable<Database['sub_apps']>;
export type SubAppChange = Omit<Insertable<Database['sub_apps']>, 'position'>;

/** A menu entry of a firm that opens a route: what a refused removal names. */
export type MenuOpeningRoute = {
  id: number;
  name: string;
  label: string;
  labelEn: string | null;
  firmName: string;
};

/** What removing a route did, or why it did not. */
export type SubAppRemoval =
  | { outcome: 'missing' }
  | { outcome: 'opened'; menus: MenuOpeningRoute[] }
  | { outcome: 'removed'; row: SubAppRow; closedRequest: number | null };

/** Who removes a route, when, and the reason its pending request, if any, is closed with. */
export type SubAppRemover = { by: number; at: Date; closingReason: string };

/**
 * The menu entries of every firm that open the route: by their sub-app route, or a path under
 * it (the shell mounts an app by the first segment of the path). A route holds no `%` or `_`.
 */
const menusOpening = (db: Kysely<Database> | Transaction<Database>, route: string) =>
  db
    .selectFrom('menus')
    .innerJoin('firms', 'firms.id', 'menus.firm_id')
    .select([
      'menus.id as id',
      'menus.name as name',
      'menus.label as label',
      'menus.label_en as labelEn',
      'firms.firm_name as firmName',
    ])
    .where((eb) =>
      eb.or([
        eb('menus.sub_route', '=', route),
        eb('menus.path', '=', `/${route}`),
        eb('menus.path', 'like', `/${route}/%`),
      ]),
    )
    .orderBy('firms.id')
    .orderBy('menus.id')
    .execute();

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

    /** The menu entries of every firm that still open the route. */
    menusOpening: (route: string): Promise<MenuOpeningRoute[]> => menusOpening(db, route),

    /**
     * Removes a route unless a menu entry of any firm still opens it, in one transaction: the
     * entry goes, and a request pending for the route is closed as rejected by the remover (the
     * change it asked has no entry left to change). Answers the row as it was.
     */
    remove: (route: string, { by, at, closingReason }: SubAppRemover): Promise<SubAppRemoval> =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('sub_apps')
          .selectAll()
          .where('route', '=', route)
          .executeTakeFirst();
        if (!row) return { outcome: 'missing' };
        const menus = await menusOpening(trx, route);
        if (menus.length > 0) return { outcome: 'opened', menus };
        await trx.deleteFrom('sub_apps').where('route', '=', route).execute();
        const closed = await trx
          .updateTable('registry_requests')
          .set({
            status: 'rejected',
            decided_by: by,
            decided_at: at.toISOString(),
            decision_reason: closingReason.slice(0, 255),
          })
          .where('route', '=', route)
          .where('status', '=', 'pending')
          .returning('id')
          .executeTakeFirst();
        return { outcome: 'removed', row, closedRequest: closed?.id ?? null };
      }),
  };
}
