import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MenuRow } from './menu-repository';

export type MenuAdminRepository = ReturnType<typeof createMenuAdminRepository>;

/** The columns a menu node's target and labels set (modules/menu-admin/menu-nodes.ts). */
export type MenuNodeColumns = Pick<
  MenuRow,
  'name' | 'label' | 'label_en' | 'icon' | 'path' | 'href' | 'sub_route' | 'is_super_url'
>;

/** Where a new node goes and what it starts as. */
export type NewMenuNode = MenuNodeColumns &
  Pick<MenuRow, 'firm_id' | 'parent_id' | 'kind' | 'meta' | 'cached'>;

type Db = Kysely<Database>;

const siblingsOf = (
  db: Db,
  { firmId, kind, parentId }: { firmId: number; kind: string; parentId: number | null },
) =>
  db
    .selectFrom('menus')
    .where('firm_id', '=', firmId)
    .where('kind', '=', kind)
    .where((eb) =>
      parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId),
    );

async function replaceGrants(db: Db, menuId: number, roleIds: readonly number[]) {
  await db.deleteFrom('role_menus').where('menu_id', '=', menuId).execute();
  if (roleIds.length === 0) return;
  await db
    .insertInto('role_menus')
    .values(roleIds.map((roleId) => ({ role_id: roleId, menu_id: menuId })))
    .execute();
}

/**
 * What the menu administration reads and writes: firms, roles, nodes, their grants and button
 * codes. Each change that touches several rows is one transaction.
 */
export function createMenuAdminRepository(db: Db) {
  return {
    listFirms: () =>
      db.selectFrom('firms').select(['id', 'firm_no', 'firm_name']).orderBy('id').execute(),

    findFirm: (firmId: number) =>
      db.selectFrom('firms').select(['id', 'firm_no']).where('id', '=', firmId).executeTakeFirst(),

    listRolesOfFirm: (firmId: number) =>
      db
        .selectFrom('roles')
        .select(['id', 'role_no', 'role_name'])
        .where('firm_id', '=', firmId)
        .orderBy('role_no')
        .execute(),

    /** The firm of each of these roles, for the roles that exist. */
    firmsOfRoles: (roleIds: readonly number[]) =>
      db.selectFrom('roles').select(['id', 'firm_id']).where('id', 'in', roleIds).execute(),

    findRole: (roleId: number) =>
      db
        .selectFrom('roles')
        .innerJoin('firms', 'firms.id', 'roles.firm_id')
        .select(['roles.id', 'roles.role_no', 'roles.role_name', 'firms.firm_no'])
        .where('roles.id', '=', roleId)
        .executeTakeFirst(),

    /**
     * The first of the roles that someone holding a duty holds (its role number), or undefined:
     * the menu of such a role opens no sub-app (docs/decisions/0012).
     */
    dutyRoleAmong: async (roleIds: readonly number[]) => {
      if (roleIds.length === 0) return undefined;
      const row = await db
        .selectFrom('user_roles')
        .innerJoin('user_duties', 'user_duties.user_id', 'user_roles.user_id')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select('roles.role_no')
        .where('user_roles.role_id', 'in', roleIds)
        .orderBy('roles.role_no')
        .executeTakeFirst();
      return row?.role_no;
    },

    find: (id: number) =>
      db.selectFrom('menus').selectAll().where('id', '=', id).executeTakeFirst(),

    findNamed: (firmId: number, name: string) =>
      db
        .selectFrom('menus')
        .select('id')
        .where('firm_id', '=', firmId)
        .where('name', '=', name)
        .executeTakeFirst(),

    hasChildren: async (id: number) =>
      (await db.selectFrom('menus').select('id').where('parent_id', '=', id).executeTakeFirst()) !==
      undefined,

    /** Each node's parent, of every node of the firm. */
    parentsInFirm: async (firmId: number) => {
      const rows = await db
        .selectFrom('menus')
        .select(['id', 'parent_id'])
        .where('firm_id', '=', firmId)
        .execute();
      return new Map(rows.map((row) => [row.id, row.parent_id]));
    },

    /** The roles each node is granted to, sorted. */
    grantsOf: async (menuIds: readonly number[]) => {
      const grants = new Map<number, number[]>();
      if (menuIds.length === 0) return grants;
      const rows = await db
        .selectFrom('role_menus')
        .select(['menu_id', 'role_id'])
        .where('menu_id', 'in', menuIds)
        .orderBy('role_id')
        .execute();
      for (const row of rows)
        grants.set(row.menu_id, [...(grants.get(row.menu_id) ?? []), row.role_id]);
      return grants;
    },

    /** Changes a node's labels and target, and grants it to exactly these roles. */
    update: (id: number, columns: MenuNodeColumns, roleIds: readonly number[]) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('menus').set(columns).where('id', '=', id).execute();
        await replaceGrants(trx, id, roleIds);
      }),

    /** Adds a node last among its siblings, granted to these roles; answers its id. */
    insert: (node: NewMenuNode, roleIds: readonly number[]) =>
      db.transaction().execute(async (trx) => {
        const last = await siblingsOf(trx, {
          firmId: node.firm_id,
          kind: node.kind,
          parentId: node.parent_id,
        })
          .select((eb) => eb.fn.max('sort').as('sort'))
          .executeTakeFirst();
        const { id } = await trx
          .insertInto('menus')
          .values({ ...node, sort: Number(last?.sort ?? 0) + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceGrants(trx, id, roleIds);
        return id;
      }),

    /** Places the node at `index` among its new siblings and numbers them again from 1. */
    place: (
      node: Pick<MenuRow, 'id' | 'firm_id' | 'kind'>,
      parentId: number | null,
      index: number,
    ) =>
      db.transaction().execute(async (trx) => {
        const siblings = await siblingsOf(trx, {
          firmId: node.firm_id,
          kind: node.kind,
          parentId,
        })
          .select('id')
          .where('id', '!=', node.id)
          .orderBy('sort')
          .orderBy('id')
          .execute();
        const ids = siblings.map((row) => row.id);
        ids.splice(Math.min(index, ids.length), 0, node.id);
        for (const [position, id] of ids.entries()) {
          await trx
            .updateTable('menus')
            .set({ sort: position + 1, ...(id === node.id ? { parent_id: parentId } : {}) })
            .where('id', '=', id)
            .execute();
        }
      }),

    delete: (id: number) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('role_menus').where('menu_id', '=', id).execute();
        await trx.deleteFrom('menus').where('id', '=', id).execute();
      }),

    /** A role's button codes, exactly these. */
    setButtons: (roleId: number, codes: readonly string[]) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('buttons').where('role_id', '=', roleId).execute();
        if (codes.length === 0) return;
        await trx
          .insertInto('buttons')
          .values(codes.map((code) => ({ role_id: roleId, code })))
          .execute();
      }),
  };
}
