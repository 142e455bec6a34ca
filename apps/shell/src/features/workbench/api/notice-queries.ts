import { firmKey } from '@/lib/query-keys';
import { queryOptions } from '@tanstack/react-query';
import { getNotices, type NoticeFilter } from './get-notices';

/** The most the server gives in one page; unread notices are counted over it. */
export const noticeCountWindow = 100;

/** The firm's notices with the caller's read marks. */
export const noticeQueries = {
  /** Every list and count of the firm's notices: a read mark reloads them. */
  all: (firmId: number) => firmKey(firmId, 'notices'),

  list: (filter: NoticeFilter) =>
    queryOptions({
      queryKey: firmKey(filter.firmId, 'notices', 'list', filter),
      queryFn: () => getNotices(filter),
    }),

  /** How many of the latest notices the caller has not read (and whether there are more). */
  unread: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'notices', 'unread'),
      queryFn: async () => {
        const page = await getNotices({ pageNum: 1, pageSize: noticeCountWindow });
        return {
          unread: page.records.filter((notice) => !notice.isRead).length,
          isPartial: page.total > page.records.length,
        };
      },
    }),
};
