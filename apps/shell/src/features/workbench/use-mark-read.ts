import type { SaveReadStatusBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageQueries } from './api/message-queries';
import { noticeQueries } from './api/notice-queries';
import { saveReadStatus } from './api/save-read-status';

/** Saves a read mark, then reloads the lists and unread counts of that kind. */
export function useMarkRead(firmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveReadStatusBody) => saveReadStatus(body),
    onSuccess: (_, { type }) =>
      queryClient.invalidateQueries({
        queryKey: (type === 'notice' ? noticeQueries : messageQueries).all(firmId),
      }),
  });
}
