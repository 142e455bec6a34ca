import type { DeveloperGrantRequest } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { HttpError } from '@/lib/http/http-error';
import { globalKey } from '@/lib/query-keys';
import { developerOverrideRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

/**
 * One user's grants to run apps from a development server (decision 0026). Platform-wide, as
 * accounts are: under the security pages' key (`securityAdminKeys.all`), so that their actions
 * refresh it too.
 */
export const developerGrantsQuery = (userId: number, targetId: number) =>
  queryOptions({
    queryKey: globalKey('securityAdmin', userId, 'developers', targetId),
    queryFn: ({ signal }) =>
      callEndpoint(developerOverrideRoutes.listGrants, {
        query: { userId: targetId },
        signal,
        silent: true,
      }),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof HttpError && error.status === 403),
    staleTime: 0,
  });

/** Grants or revokes; answers the user's grants after it. Silent: the drawer says. */
export const changeDeveloperGrant = (change: 'grant' | 'revoke', body: DeveloperGrantRequest) =>
  callEndpoint(developerOverrideRoutes[change], { body, silent: true });
