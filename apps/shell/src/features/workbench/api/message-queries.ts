import { callEndpoint, type QueryOf } from '@/lib/http/call-endpoint';
import { firmKey } from '@/lib/query-keys';
import { homeRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

export type MessageFilter = { firmId: number } & QueryOf<typeof homeRoutes.listMessages>;

/** The caller's messages in a firm; a firm's messages show only in that firm. */
export const messageQueries = {
  /** Every list and count of the firm's messages: a read mark reloads them. */
  all: (firmId: number) => firmKey(firmId, 'messages'),

  /** A page of the caller's messages, newest first. */
  list: (filter: MessageFilter) =>
    queryOptions({
      queryKey: firmKey(filter.firmId, 'messages', 'list', filter),
      queryFn: ({ signal }) =>
        callEndpoint(homeRoutes.listMessages, {
          query: { pageNum: filter.pageNum, pageSize: filter.pageSize, status: filter.status },
          signal,
        }),
    }),

  /** The number of unread messages: the total of the unread filter, one record fetched. */
  unread: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'messages', 'unread'),
      queryFn: async ({ signal }) => {
        const page = await callEndpoint(homeRoutes.listMessages, {
          query: { pageNum: 1, pageSize: 1, status: 'unread' },
          signal,
        });
        return page.total;
      },
    }),
};
