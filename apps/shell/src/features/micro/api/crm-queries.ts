import type { UserInfo } from '@portal/contract';
import { firmKey } from '@/lib/query-keys';
import { queryOptions } from '@tanstack/react-query';
import { getCrmUserInfo } from './get-crm-user-info';

/** What the CRM knows of the signed-in user in their firm, for the sub-apps' context. */
export const crmQueries = {
  all: (firmId: number) => firmKey(firmId, 'crm'),

  /**
   * The CRM user info of a signed-in user in the firm of their user info; none before (firm and
   * user 0, never fetched).
   */
  userInfo: (userInfo: UserInfo | undefined) =>
    queryOptions({
      queryKey: firmKey(userInfo?.firmId ?? 0, 'crm', 'user-info', userInfo?.userId ?? 0),
      queryFn: ({ signal }) => (userInfo ? getCrmUserInfo(userInfo, signal) : null),
      enabled: userInfo !== undefined,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
