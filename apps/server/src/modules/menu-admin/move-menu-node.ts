import type { MenuRow } from '../../repositories/menu-repository';
import { checkParent, failure, type MenuAdminStores } from './menu-nodes';

/**
 * Moves a node under another section of its firm and kind (or to the top), at `index` among
 * its new siblings; answers the node as it was and its firm's number.
 */
export async function moveMenuNode(
  { id, parentId, index }: { id: number; parentId: number | null; index: number },
  stores: Pick<MenuAdminStores, 'menuAdmin'>,
): Promise<{ previous: MenuRow; firmNo: string }> {
  const { menuAdmin } = stores;
  const node = await menuAdmin.find(id);
  if (!node) throw failure(404, 'menuAdmin.nodeNotFound');
  await checkParent(stores, { firmId: node.firm_id, kind: node.kind, parentId }, node.id);
  await menuAdmin.place(node, parentId, index);
  const firm = await menuAdmin.findFirm(node.firm_id);
  return { previous: node, firmNo: firm?.firm_no ?? '' };
}
