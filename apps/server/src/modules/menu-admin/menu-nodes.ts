// What the menu administration's calls share: reading nodes, checking a change, placing a node.
import { resultCode, type AdminMenuNode, type MenuChange, type MenuTarget } from '@portal/contract';
import { shellPaths } from '@portal/contract/routes';
import { AppError } from '../../http/app-error';
import type { MessageKey, MessageParameters } from '../../messages/catalogue';
import type { Repositories } from '../../repositories/create-repositories';
import type { MenuRow } from '../../repositories/menu-repository';

/** What the menu administration's use cases read and write through. */
export type MenuAdminStores = Pick<Repositories, 'menuAdmin' | 'menus' | 'subApps'>;

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
  { menuAdmin }: Pick<MenuAdminStores, 'menuAdmin'>,
  { firmId, kind, parentId }: { firmId: number; kind: string; parentId: number | null },
  movingId?: number,
) {
  if (parentId === null) return;
  const parent = await menuAdmin.find(parentId);
  if (!parent || parent.firm_id !== firmId || parent.kind !== kind || !isSection(parent)) {
    throw failure(400, 'menuAdmin.parentInvalid');
  }
  if (movingId === undefined) return;
  const parentOf = await menuAdmin.parentsInFirm(firmId);
  for (
    let current: number | null = parentId;
    current !== null;
    current = parentOf.get(current) ?? null
  ) {
    if (current === movingId) throw failure(400, 'menuAdmin.parentLoop');
  }
}

/** Checks what a change names: its firm, its target, its roles (all of its firm). */
export async function checkChange(
  { menuAdmin, subApps }: Pick<MenuAdminStores, 'menuAdmin' | 'subApps'>,
  change: MenuChange,
) {
  const firm = await menuAdmin.findFirm(change.firmId);
  if (!firm) throw failure(400, 'menuAdmin.firmNotFound');
  const { target } = change;
  if (target.type === 'subApp' && !(await subApps.find(target.subRoute))) {
    throw failure(400, 'menuAdmin.routeUnknown', { route: target.subRoute });
  }
  if (target.type === 'link' && !isHttpUrl(target.href))
    throw failure(400, 'menuAdmin.linkInvalid');
  // A shell target opens one of the shell's own pages, never an app's route under another name.
  if (target.type === 'shell' && !shellPages.has(target.path)) {
    throw failure(400, 'menuAdmin.notAShellPage', { path: target.path });
  }
  if (change.roleIds.length > 0) {
    const roles = await menuAdmin.firmsOfRoles(change.roleIds);
    const ofFirm = new Set(roles.filter((role) => role.firm_id === firm.id).map((role) => role.id));
    const stranger = change.roleIds.find((id) => !ofFirm.has(id));
    if (stranger !== undefined) throw failure(400, 'menuAdmin.roleNotOfFirm', { role: stranger });
  }
  return firm;
}
