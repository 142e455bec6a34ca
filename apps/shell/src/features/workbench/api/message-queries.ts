import { firmKey } from '@/lib/query-keys';
import { queryOptions } from '@tanstack/react-query';
import { getMessages, type MessageFilter } from './get-messages';

/** The caller's messages in a firm; a firm's messages show only in that firm. */
export const messageQueries = {
  /** Every list and count of the firm's messages: a read mark reloads them. */
  all: (firmId: number) => firmKey(firmId, 'messages'),

  list: (filter: MessageFilter) =>
    queryOptions({
      queryKey: firmKey(filter.firmId, 'messages', 'list', filter),
      queryFn: () => getMessages(filter),
    }),

  /** The number of unread messages: the total of the unread filter, one record fetched. */
  unread: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'messages', 'unread'),
      queryFn: async () => (await getMessages({ pageNum: 1, pageSize: 1, status: 'unread' })).total,
    }),
};
