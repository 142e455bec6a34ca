import type { MenuChange } from '@portal/contract';
import type { MenuRow } from '../../repositories/menu-repository';
import {
  checkChange,
  checkParent,
  failure,
  metaFor,
  targetColumns,
  type MenuAdminStores,
} from './menu-nodes';

/** What a save did, for its answer and its audit record. */
export type SavedMenuNode =
  | {
      outcome: 'saved';
      firmNo: string;
      node: MenuRow;
      roleIds: number[];
      /** The node as it was; undefined for a new one. */
      previous: MenuRow | undefined;
    }
  /** A sub-app entry for a role someone holding a duty holds (decision 0012): nothing saved. */
  | { outcome: 'dutyRole'; firmNo: string; role: string };

/**
 * Adds a node (`isNew`) or changes one: its labels, icon, target and roles. A save keeps an
 * existing node where it is (moving is moveMenuNode's). 404 for a node not of the firm, 409 for
 * a name the firm's menus use already or a section that would lose its entries.
 */
export async function saveMenuNode(
  { change, isNew }: { change: MenuChange; isNew: boolean },
  stores: Pick<MenuAdminStores, 'menuAdmin' | 'subApps'>,
): Promise<SavedMenuNode> {
  const { menuAdmin } = stores;
  const firm = await checkChange(stores, change);
  if (change.target.type === 'subApp') {
    const role = await menuAdmin.dutyRoleAmong(change.roleIds);
    if (role !== undefined) return { outcome: 'dutyRole', firmNo: firm.firm_no, role };
  }
  const existing = change.id === undefined ? undefined : await menuAdmin.find(change.id);
  if (!isNew && (!existing || existing.firm_id !== change.firmId)) {
    throw failure(404, 'menuAdmin.nodeNotFound');
  }
  const named = await menuAdmin.findNamed(change.firmId, change.name);
  if (named && (isNew || named.id !== existing?.id)) {
    throw failure(409, 'menuAdmin.nameTaken', { name: change.name });
  }
  const kind = existing?.kind ?? change.kind;
  const parentId = existing ? existing.parent_id : change.parentId;
  await checkParent(stores, { firmId: change.firmId, kind, parentId });
  if (existing && change.target.type !== 'section' && (await menuAdmin.hasChildren(existing.id))) {
    throw failure(409, 'menuAdmin.sectionHasEntries');
  }
  const columns = {
    name: change.name,
    label: change.label,
    label_en: change.labelEn,
    icon: change.icon,
    ...targetColumns(change.target),
  };
  const roleIds = [...new Set(change.roleIds)];
  let id: number;
  if (existing) {
    id = existing.id;
    await menuAdmin.update(id, columns, roleIds);
  } else {
    const meta = metaFor(change.target);
    id = await menuAdmin.insert(
      {
        ...columns,
        firm_id: change.firmId,
        parent_id: parentId,
        kind,
        meta: JSON.stringify(meta),
        cached: meta.keepAlive ? 1 : 0,
      },
      roleIds,
    );
  }
  const node = await menuAdmin.find(id);
  if (!node) throw failure(404, 'menuAdmin.nodeNotFound');
  return {
    outcome: 'saved',
    firmNo: firm.firm_no,
    node,
    roleIds: (await menuAdmin.grantsOf([id])).get(id) ?? [],
    previous: existing,
  };
}
