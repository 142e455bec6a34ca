import type { FirmUserQuery } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { firmKey } from '@/lib/query-keys';
import { upmsRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

/** The menus of the signed-in user, one per firm (the guard also asks those of other firms). */
export const menuQueries = {
  all: (firmId: number) => firmKey(firmId, 'menu'),

  /** The menu of a user in a firm, with button codes. */
  tree: (query: FirmUserQuery) =>
    queryOptions({
      queryKey: firmKey(query.firmId, 'menu', 'tree', query.userId),
      queryFn: ({ signal }) => callEndpoint(upmsRoutes.getMenuTree, { query, signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
