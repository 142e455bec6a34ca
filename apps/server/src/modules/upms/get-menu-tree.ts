import type { FirmUserQuery, MenuTreeResponse } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { buildMenuTree } from './build-menu-tree';
import { checkFirmAccess } from './check-firm-access';

/** The menu, button codes and function menu of the caller in one of their firms. */
export async function getMenuTree(
  caller: Caller,
  { userId, firmId }: FirmUserQuery,
  { roles, menus }: Pick<Repositories, 'roles' | 'menus'>,
): Promise<MenuTreeResponse> {
  await checkFirmAccess(caller, { userId, firmId });
  const roleIds = (await roles.listForUserInFirm(userId, firmId)).map((role) => role.id);
  const [rows, grantedIds, btns] = await Promise.all([
    menus.listForFirm(firmId),
    menus.listGrantedIds(roleIds),
    menus.listButtonCodes(roleIds),
  ]);
  const granted = new Set(grantedIds);
  return {
    menu: buildMenuTree(
      rows.filter((row) => row.kind === 'menu'),
      granted,
    ),
    btns,
    functionMenu: buildMenuTree(
      rows.filter((row) => row.kind === 'function'),
      granted,
    ),
  };
}
