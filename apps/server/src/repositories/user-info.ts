import type { RoleLoginResponse, UserInfo } from '@portal/contract';
import type { Repositories } from './create-repositories';
import type { FirmRepository } from './firm-repository';
import type { MembershipDetail } from './membership-repository';

// What role/login and share/token answer, read through the repositories: the upms calls and the
// token's answer (which brings both) share them.

/**
 * A user's firms, and the one a token answers for: `recordedFirmId` (role/choose), else the
 * first by id, as listed (the rule of `currentFirm()`).
 */
export async function loginFirmsOf(
  userId: number,
  recordedFirmId: number | null,
  firms: FirmRepository,
): Promise<RoleLoginResponse> {
  const rows = await firms.listForUser(userId);
  const currentFirmId = recordedFirmId ?? rows[0]?.id;
  return {
    userId,
    firmIds: rows.map((firm) => ({ firmId: firm.id, firmName: firm.firm_name })),
    ...(currentFirmId === undefined ? {} : { currentFirmId }),
  };
}

/** A user's info in a firm they belong to (`membership`); none for a user who is gone. */
export async function userInfoIn(
  membership: MembershipDetail,
  userId: number,
  { users, roles }: Pick<Repositories, 'users' | 'roles'>,
): Promise<UserInfo | undefined> {
  const [user, firmRoles] = await Promise.all([
    users.findById(userId),
    roles.listForUserInFirm(userId, membership.firmId),
  ]);
  if (!user) return undefined;
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
