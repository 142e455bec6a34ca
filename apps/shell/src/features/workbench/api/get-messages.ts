import type { Message, Page, ReadStatus } from '@portal/contract';
import { http } from '@/lib/http/http-client';

export type MessageFilter = {
  firmId: number;
  pageNum: number;
  pageSize: number;
  status?: ReadStatus;
};

/** GET /uniHome/page/message/list: the caller's messages, newest first. */
export function getMessages({
  pageNum,
  pageSize,
  status,
}: Omit<MessageFilter, 'firmId'>): Promise<Page<Message>> {
  return http.request<Page<Message>>({
    url: '/uniHome/page/message/list',
    method: 'get',
    params: { pageNum, pageSize, ...(status ? { status } : {}) },
  });
}
