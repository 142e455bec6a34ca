import type { Notice, Page } from '@portal/contract';
import { http } from '@/lib/http/http-client';

export type NoticeFilter = { firmId: number; pageNum: number; pageSize: number; keyword?: string };

/** GET /uniHome/notices/list: the firm's notices, pinned first, with the caller's read mark. */
export function getNotices({
  pageNum,
  pageSize,
  keyword,
}: Omit<NoticeFilter, 'firmId'>): Promise<Page<Notice>> {
  return http.request<Page<Notice>>({
    url: '/uniHome/notices/list',
    method: 'get',
    params: { pageNum, pageSize, ...(keyword ? { keyword } : {}) },
  });
}

export function noticesQuery(filter: NoticeFilter) {
  return {
    queryKey: ['notices', filter.firmId, 'list', filter] as const,
    queryFn: () => getNotices(filter),
  };
}

/** The most the server gives in one page; unread notices are counted over it. */
export const noticeCountWindow = 100;

/** How many of the latest notices the caller has not read (and whether there are more). */
export function unreadNoticesQuery(firmId: number) {
  return {
    queryKey: ['notices', firmId, 'unread'] as const,
    queryFn: async () => {
      const page = await getNotices({ pageNum: 1, pageSize: noticeCountWindow });
      return {
        unread: page.records.filter((notice) => !notice.isRead).length,
        isPartial: page.total > page.records.length,
      };
    },
  };
}
