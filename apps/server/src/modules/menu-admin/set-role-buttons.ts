import { failure, type MenuAdminStores } from './menu-nodes';

/** Sets a role's button codes to exactly these; answers the role and the codes before and after. */
export async function setRoleButtons(
  { roleId, codes }: { roleId: number; codes: readonly string[] },
  { menuAdmin, menus }: Pick<MenuAdminStores, 'menuAdmin' | 'menus'>,
) {
  const role = await menuAdmin.findRole(roleId);
  if (!role) throw failure(404, 'menuAdmin.roleNotFound');
  const after = [...new Set(codes)].sort();
  const before = (await menus.listButtonCodesByRole([roleId])).get(roleId) ?? [];
  await menuAdmin.setButtons(roleId, after);
  return { role, before, after };
}
