import type { FirmUserQuery } from '@portal/contract';
import { firmKey } from '@/lib/query-keys';
import { queryOptions } from '@tanstack/react-query';
import { getMenuTree } from './get-menu-tree';

/** The menus of the signed-in user, one per firm (the guard also asks those of other firms). */
export const menuQueries = {
  all: (firmId: number) => firmKey(firmId, 'menu'),

  /** The menu of a user in a firm, with button codes. */
  tree: (query: FirmUserQuery) =>
    queryOptions({
      queryKey: firmKey(query.firmId, 'menu', 'tree', query.userId),
      queryFn: () => getMenuTree(query),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
