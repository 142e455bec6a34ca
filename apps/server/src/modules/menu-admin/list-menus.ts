import type { MenuAdminAnswer } from '@portal/contract';
import { failure, inTreeOrder, nodeOf, type MenuAdminStores } from './menu-nodes';

/** A firm's menu tree with each node's roles, and the firm's roles with their button codes. */
export async function listMenus(
  firmId: number | undefined,
  { menuAdmin, menus }: Pick<MenuAdminStores, 'menuAdmin' | 'menus'>,
): Promise<MenuAdminAnswer> {
  const firms = await menuAdmin.listFirms();
  const shownFirmId = firmId ?? firms[0]?.id;
  if (shownFirmId === undefined || !firms.some((firm) => firm.id === shownFirmId)) {
    throw failure(404, 'menuAdmin.firmNotFound');
  }
  const rows = inTreeOrder(await menus.listForFirm(shownFirmId));
  const grants = await menuAdmin.grantsOf(rows.map((row) => row.id));
  const roles = await menuAdmin.listRolesOfFirm(shownFirmId);
  const buttons = await menus.listButtonCodesByRole(roles.map((role) => role.id));
  return {
    firms: firms.map((firm) => ({ id: firm.id, firmNo: firm.firm_no, firmName: firm.firm_name })),
    firmId: shownFirmId,
    nodes: rows.map((row) => nodeOf(row, grants.get(row.id) ?? [])),
    roles: roles.map((role) => ({
      id: role.id,
      roleNo: role.role_no,
      roleName: role.role_name,
      buttons: buttons.get(role.id) ?? [],
    })),
  };
}
