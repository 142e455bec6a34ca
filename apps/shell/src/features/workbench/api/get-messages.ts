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

/** A firm's messages show only in that firm: the firm is in the key, so a switch refetches. */
export function messagesQuery(filter: MessageFilter) {
  return {
    queryKey: ['messages', filter.firmId, 'list', filter] as const,
    queryFn: () => getMessages(filter),
  };
}

/** The number of unread messages: the total of the unread filter, one record fetched. */
export function unreadMessagesQuery(firmId: number) {
  return {
    queryKey: ['messages', firmId, 'unread'] as const,
    queryFn: async () => (await getMessages({ pageNum: 1, pageSize: 1, status: 'unread' })).total,
  };
}
