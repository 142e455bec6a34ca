import type { CrmDepartment, CrmUserRole, UserInfo } from '@portal/contract';

/** The CRM user info of spec §3, derived from the user info and the two CRM calls of §7. */
export type CrmUserInfo = {
  firmId: number;
  firmCode: string;
  loginDeptId: number;
  loginDeptName: string;
  loginDeptCode: string;
  loginUserId: number;
  loginUserName: string;
  loginUserEmployee: string;
  primaryDeptId: number;
  primaryDeptName: string;
  primaryDeptCode: string;
  primaryDeptIndustry: string;
  groupId: number;
  groupName: string;
  systemName: string;
  systemId: number;
  userRole: CrmUserRole;
};

/**
 * The CRM user info of a user in the firm of their user info: the login department is the one
 * they signed in with, the primary department the CRM's own (the first `isPrimary` one of
 * belongDeptAll, else the login department with no industry).
 */
export function crmUserInfoOf(
  userInfo: UserInfo,
  userRole: CrmUserRole,
  departments: readonly CrmDepartment[],
): CrmUserInfo {
  const primary = departments.find((department) => department.isPrimary);
  return {
    firmId: userInfo.firmId,
    firmCode: userInfo.firmNo,
    loginDeptId: userInfo.deptId,
    loginDeptName: userInfo.deptName,
    loginDeptCode: userInfo.deptNo,
    loginUserId: userInfo.userId,
    loginUserName: userInfo.userName,
    loginUserEmployee: userInfo.employeeNo,
    primaryDeptId: primary?.deptId ?? userInfo.deptId,
    primaryDeptName: primary?.deptName ?? userInfo.deptName,
    primaryDeptCode: primary?.deptCode ?? userInfo.deptNo,
    primaryDeptIndustry: primary?.industry ?? '',
    groupId: userInfo.groupId,
    groupName: userInfo.groupName,
    systemName: userInfo.systemName,
    systemId: userInfo.systemId,
    userRole,
  };
}
