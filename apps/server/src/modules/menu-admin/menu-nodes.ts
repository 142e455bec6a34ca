// What the menu administration's calls share: reading nodes, checking a change, placing a node.
import { resultCode, type AdminMenuNode, type MenuChange, type MenuTarget } from '@portal/contract';
import { shellPaths } from '@portal/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { MessageKey, MessageParameters } from '../../messages/catalogue';

type MenuRow = Selectable<Database['menus']>;

const shellPages = new Set<string>(Object.values(shellPaths));

/** A leaf's meta as the demo seeds it: a tab, kept alive; a section is no tab. */
const leafMeta = { keepAlive: true, isTab: true, isAuth: true };
const linkMeta = { keepAlive: false, isTab: true, isAuth: true };
const sectionMeta = { keepAlive: false, isTab: false, isAuth: true };

export const isSection = (row: Pick<MenuRow, 'path' | 'href'>) =>
  row.path === '' && row.href === '';

function parseMeta(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

export const nodeOf = (row: MenuRow, roleIds: number[]): AdminMenuNode => ({
  id: row.id,
  parentId: row.parent_id,
  kind: row.kind,
  sort: row.sort,
  name: row.name,
  label: row.label,
  labelEn: row.label_en,
  icon: row.icon,
  path: row.path,
  href: row.href,
  subRoute: row.sub_route,
  isSuperUrl: row.is_super_url === 1,
  meta: parseMeta(row.meta),
  roleIds,
});

/** The columns a target sets. */
export function targetColumns(target: MenuTarget) {
  switch (target.type) {
    case 'section':
      return { path: '', href: '', sub_route: '', is_super_url: 0 };
    case 'subApp':
      return {
        path: `/${target.subRoute}/${target.page}`,
        href: '',
        sub_route: target.subRoute,
        is_super_url: 0,
      };
    case 'link':
      return {
        path: '/iframe',
        href: target.href,
        sub_route: '',
        is_super_url: +target.isSuperUrl,
      };
    case 'shell':
      return { path: target.path, href: '', sub_route: '', is_super_url: 0 };
  }
}

export function metaFor(target: MenuTarget) {
  if (target.type === 'section') return sectionMeta;
  return target.type === 'link' ? linkMeta : leafMeta;
}

export const failure = (status: 400 | 404 | 409, key: MessageKey, params: MessageParameters = {}) =>
  new AppError(status, resultCode.failure, key, params);

export function store(db: Kysely<Database>) {
  return {
    find: (id: number) =>
      db.selectFrom('menus').selectAll().where('id', '=', id).executeTakeFirst(),
    grantsOf: async (menuIds: number[]) => {
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
  };
}

/** The firm's nodes in display order, each parent before its children. */
export function inTreeOrder(rows: MenuRow[]): MenuRow[] {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of rows)
    byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const ordered: MenuRow[] = [];
  const walk = (parentId: number | null) => {
    for (const row of byParent.get(parentId) ?? []) {
      ordered.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return ordered;
}

/** Checks a node's parent: a section of the same firm and kind, not the node or below it. */
export async function checkParent(
  db: Kysely<Database>,
  { firmId, kind, parentId }: { firmId: number; kind: string; parentId: number | null },
  movingId?: number,
) {
  if (parentId === null) return;
  const parent = await store(db).find(parentId);
  if (!parent || parent.firm_id !== firmId || parent.kind !== kind || !isSection(parent)) {
    throw failure(400, 'menuAdmin.parentInvalid');
  }
  if (movingId === undefined) return;
  const rows = await db
    .selectFrom('menus')
    .select(['id', 'parent_id'])
    .where('firm_id', '=', firmId)
    .execute();
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  for (
    let current: number | null = parentId;
    current !== null;
    current = parentOf.get(current) ?? null
  ) {
    if (current === movingId) throw failure(400, 'menuAdmin.parentLoop');
  }
}

/** Places the node at `index` among its siblings and numbers them again from 1. */
export async function placeAmongSiblings(
  db: Kysely<Database>,
  node: Pick<MenuRow, 'id' | 'firm_id' | 'kind'>,
  parentId: number | null,
  index: number,
) {
  const siblings = await db
    .selectFrom('menus')
    .select('id')
    .where('firm_id', '=', node.firm_id)
    .where('kind', '=', node.kind)
    .where((eb) =>
      parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId),
    )
    .where('id', '!=', node.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const ids = siblings.map((row) => row.id);
  ids.splice(Math.min(index, ids.length), 0, node.id);
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable('menus')
      .set({ sort: position + 1, ...(id === node.id ? { parent_id: parentId } : {}) })
      .where('id', '=', id)
      .execute();
  }
}

export async function checkChange(app: FastifyInstance, change: MenuChange) {
  const { db } = app;
  const firm = await db
    .selectFrom('firms')
    .select(['id', 'firm_no'])
    .where('id', '=', change.firmId)
    .executeTakeFirst();
  if (!firm) throw failure(400, 'menuAdmin.firmNotFound');
  const { target } = change;
  if (target.type === 'subApp' && !(await app.repositories.subApps.find(target.subRoute))) {
    throw failure(400, 'menuAdmin.routeUnknown', { route: target.subRoute });
  }
  if (target.type === 'link' && !isHttpUrl(target.href))
    throw failure(400, 'menuAdmin.linkInvalid');
  // A shell target opens one of the shell's own pages, never an app's route under another name.
  if (target.type === 'shell' && !shellPages.has(target.path)) {
    throw failure(400, 'menuAdmin.notAShellPage', { path: target.path });
  }
  if (change.roleIds.length > 0) {
    const roles = await db
      .selectFrom('roles')
      .select(['id', 'firm_id'])
      .where('id', 'in', change.roleIds)
      .execute();
    const ofFirm = new Set(roles.filter((role) => role.firm_id === firm.id).map((role) => role.id));
    const stranger = change.roleIds.find((id) => !ofFirm.has(id));
    if (stranger !== undefined) throw failure(400, 'menuAdmin.roleNotOfFirm', { role: stranger });
  }
  return firm;
}

/**
 * The first of the roles that someone holding a duty holds (its role number), or undefined. The
 * menu of such a role opens no sub-app: a session that holds a duty runs no sub-app's code
 * (docs/decisions/0012).
 */
export async function dutyRoleAmong(db: Kysely<Database>, roleIds: number[]) {
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
}
