import type { MenuRow } from '../../repositories/menu-repository';
import { failure, type MenuAdminStores } from './menu-nodes';

/** Deletes a node and its grants; 409 for a section with entries. Answers what it was. */
export async function deleteMenuNode(
  id: number,
  { menuAdmin }: Pick<MenuAdminStores, 'menuAdmin'>,
): Promise<{ deleted: MenuRow; roleIds: number[]; firmNo: string }> {
  const node = await menuAdmin.find(id);
  if (!node) throw failure(404, 'menuAdmin.nodeNotFound');
  if (await menuAdmin.hasChildren(node.id)) throw failure(409, 'menuAdmin.sectionHasEntries');
  const roleIds = (await menuAdmin.grantsOf([node.id])).get(node.id) ?? [];
  await menuAdmin.delete(node.id);
  const firm = await menuAdmin.findFirm(node.firm_id);
  return { deleted: node, roleIds, firmNo: firm?.firm_no ?? '' };
}
