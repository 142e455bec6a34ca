import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type MenuRepository = ReturnType<typeof createMenuRepository>;
export type MenuRow = Selectable<Database['menus']>;

export function createMenuRepository(db: Kysely<Database>) {
  return {
    /** Every menu of a firm, in display order; the caller picks what the roles may see. */
    listForFirm: (firmId: number) =>
      db
        .selectFrom('menus')
        .selectAll()
        .where('firm_id', '=', firmId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    /** Ids of the menus granted to any of these roles. */
    listGrantedIds: async (roleIds: number[]) => {
      if (roleIds.length === 0) return [];
      const rows = await db
        .selectFrom('role_menus')
        .select('menu_id')
        .distinct()
        .where('role_id', 'in', roleIds)
        .execute();
      return rows.map((row) => row.menu_id);
    },

    /** Each role's own button codes, sorted (roles without any are left out). */
    listButtonCodesByRole: async (roleIds: number[]) => {
      const codes = new Map<number, string[]>();
      if (roleIds.length === 0) return codes;
      const rows = await db
        .selectFrom('buttons')
        .select(['role_id', 'code'])
        .where('role_id', 'in', roleIds)
        .orderBy('code')
        .execute();
      for (const row of rows) codes.set(row.role_id, [...(codes.get(row.role_id) ?? []), row.code]);
      return codes;
    },

    /** Button codes of any of these roles, each once, sorted. */
    listButtonCodes: async (roleIds: number[]) => {
      if (roleIds.length === 0) return [];
      const rows = await db
        .selectFrom('buttons')
        .select('code')
        .distinct()
        .where('role_id', 'in', roleIds)
        .orderBy('code')
        .execute();
      return rows.map((row) => row.code);
    },
  };
}
