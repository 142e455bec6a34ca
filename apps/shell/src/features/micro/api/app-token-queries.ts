import type { UserInfo } from '@portal/contract';
import { authRoutes } from '@portal/contract/routes';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { firmKey } from '@/lib/query-keys';
import { queryOptions } from '@tanstack/react-query';

/**
 * An app's own token (decision 0015): bound to the app, holding its entry's scopes, alive while
 * the session is. One per user, firm and app, asked again after a sign-in or a firm switch.
 */
export const appTokenQueries = {
  all: (firmId: number) => firmKey(firmId, 'app-token'),

  token: (userInfo: UserInfo | undefined, app: string) =>
    queryOptions({
      queryKey: firmKey(userInfo?.firmId ?? 0, 'app-token', userInfo?.userId ?? 0, app),
      queryFn: async ({ signal }) =>
        (await callEndpoint(authRoutes.issueAppToken, { body: { app }, signal, silent: true }))
          .access_token,
      enabled: userInfo !== undefined,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
};
