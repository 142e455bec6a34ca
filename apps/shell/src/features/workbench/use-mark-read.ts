import { callEndpoint } from '@/lib/http/call-endpoint';
import type { SaveReadStatusBody } from '@portal/contract';
import { homeRoutes } from '@portal/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageQueries } from './api/message-queries';
import { noticeQueries } from './api/notice-queries';

/** Saves a read mark, then reloads the lists and unread counts of that kind. */
export function useMarkRead(firmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveReadStatusBody) => callEndpoint(homeRoutes.saveReadStatus, { body }),
    onSuccess: (_, { type }) =>
      queryClient.invalidateQueries({
        queryKey: (type === 'notice' ? noticeQueries : messageQueries).all(firmId),
      }),
  });
}
