import type { CrmDepartment, CrmUserRole, UserInfo } from '@portal/contract';
import type { CrmUserInfo } from '@portal/subapp-sdk';

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
