import type { UserInfo } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { crmRoutes } from '@portal/contract/routes';
import type { CrmUserInfo } from '@portal/subapp-sdk';
import { crmUserInfoOf } from '../crm-user-info';

/**
 * The CRM user info of the user in the firm the server has on record (their user info's): their
 * CRM role from the role numbers they hold, and their departments, their own first.
 */
export async function getCrmUserInfo(
  userInfo: UserInfo,
  signal?: AbortSignal,
): Promise<CrmUserInfo> {
  const roleNos = [...new Set(userInfo.roleLoginVos.map((role) => role.roleNo))];
  const [userRole, departments] = await Promise.all([
    callEndpoint(crmRoutes.getUserRole, { body: roleNos, signal }),
    callEndpoint(crmRoutes.listBelongDepartments, { signal }),
  ]);
  return crmUserInfoOf(userInfo, userRole, departments);
}
