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
