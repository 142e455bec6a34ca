import type { FirmUserQuery, UserInfo } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { signInAgain, type Caller } from '../../plugins/app/authentication';
import { checkFirmAccess } from './check-firm-access';

/** The caller's user info in one of their firms (GET /upms/app/query/share/token). */
export async function getFirmUserInfo(
  caller: Caller,
  { userId, firmId }: FirmUserQuery,
  { users, roles }: Pick<Repositories, 'users' | 'roles'>,
): Promise<UserInfo> {
  const membership = await checkFirmAccess(caller, { userId, firmId });
  const user = await users.findById(userId);
  if (!user) throw signInAgain();
  const firmRoles = await roles.listForUserInFirm(userId, firmId);
  return {
    userId: user.id,
    userName: user.display_name,
    firmId: membership.firmId,
    firmNo: membership.firmNo,
    deptId: membership.deptId,
    deptName: membership.deptName,
    deptNo: membership.deptNo,
    buDeptId: membership.buDeptId,
    buDeptName: membership.buDeptName,
    buDeptNo: membership.buDeptNo,
    deptShortName: membership.deptShortName,
    employeeNo: user.employee_no,
    groupId: user.group_id,
    groupName: user.group_name,
    systemName: user.system_name,
    systemId: user.system_id,
    roleLoginVos: firmRoles.map((role) => ({
      roleId: role.id,
      roleNo: role.role_no,
      roleName: role.role_name,
    })),
    avatar: user.avatar,
  };
}
