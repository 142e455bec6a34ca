import { callEndpoint, type QueryOf } from '@/lib/http/call-endpoint';
import { firmKey } from '@/lib/query-keys';
import { homeRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

export type NoticeFilter = { firmId: number } & QueryOf<typeof homeRoutes.listNotices>;

/** The most the server gives in one page; unread notices are counted over it. */
export const noticeCountWindow = 100;

/** The firm's notices with the caller's read marks. */
export const noticeQueries = {
  /** Every list and count of the firm's notices: a read mark reloads them. */
  all: (firmId: number) => firmKey(firmId, 'notices'),

  /** A page of the firm's notices, pinned first. */
  list: (filter: NoticeFilter) =>
    queryOptions({
      queryKey: firmKey(filter.firmId, 'notices', 'list', filter),
      queryFn: ({ signal }) =>
        callEndpoint(homeRoutes.listNotices, {
          query: {
            pageNum: filter.pageNum,
            pageSize: filter.pageSize,
            keyword: filter.keyword || undefined,
          },
          signal,
        }),
    }),

  /** How many of the latest notices the caller has not read (and whether there are more). */
  unread: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'notices', 'unread'),
      queryFn: async ({ signal }) => {
        const page = await callEndpoint(homeRoutes.listNotices, {
          query: { pageNum: 1, pageSize: noticeCountWindow },
          signal,
        });
        return {
          unread: page.records.filter((notice) => !notice.isRead).length,
          isPartial: page.total > page.records.length,
        };
      },
    }),
};
