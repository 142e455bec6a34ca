import type { CrmDepartment, CrmUserRole, UserInfo } from '@portal/contract';
import { http } from '@/lib/http/http-client';
import type { CrmUserInfo } from '@portal/subapp-sdk';
import { crmUserInfoOf } from '../crm-user-info';

/** POST /crm/new/cusPool/role: the user's CRM role from the role numbers they hold. */
function getCrmUserRole(roleNos: string[]): Promise<CrmUserRole> {
  return http.request<CrmUserRole>({ url: '/crm/new/cusPool/role', method: 'post', data: roleNos });
}

/** POST /crm/new/cusPool/belongDeptAll: the user's departments, their own first. */
function getBelongDepartments(): Promise<CrmDepartment[]> {
  return http.request<CrmDepartment[]>({ url: '/crm/new/cusPool/belongDeptAll', method: 'post' });
}

/** The CRM user info of the user in the firm the server has on record (their user info's). */
export async function getCrmUserInfo(userInfo: UserInfo): Promise<CrmUserInfo> {
  const roleNos = [...new Set(userInfo.roleLoginVos.map((role) => role.roleNo))];
  const [userRole, departments] = await Promise.all([
    getCrmUserRole(roleNos),
    getBelongDepartments(),
  ]);
  return crmUserInfoOf(userInfo, userRole, departments);
}
