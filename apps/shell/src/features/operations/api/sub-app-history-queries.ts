import { callEndpoint } from '@/lib/http/call-endpoint';
import { globalKey } from '@/lib/query-keys';
import { operationsRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { refreshEveryMs } from './operations-queries';

/** Days of history the detail of an app shows. */
export const historyDays = 7;

/** Error groups the detail lists, newest seen first. */
export const errorGroupsShown = 20;

/** An app's reports of the week by UTC hour; the platform's, the same in every firm. */
export const subAppHistoryQuery = (userId: number, route: string) =>
  queryOptions({
    queryKey: globalKey('subAppHistory', userId, route),
    queryFn: ({ signal }) =>
      callEndpoint(operationsRoutes.getSubAppHistory, {
        query: { route, days: historyDays },
        signal,
        silent: true,
      }),
    refetchInterval: refreshEveryMs,
    retry: 1,
  });

/** An app's error groups of the week; the platform's, the same in every firm. */
export const subAppErrorGroupsQuery = (userId: number, route: string) =>
  queryOptions({
    queryKey: globalKey('subAppErrorGroups', userId, route),
    queryFn: ({ signal }) =>
      callEndpoint(operationsRoutes.getSubAppErrorGroups, {
        query: { route, days: historyDays, limit: errorGroupsShown },
        signal,
        silent: true,
      }),
    refetchInterval: refreshEveryMs,
    retry: 1,
  });
