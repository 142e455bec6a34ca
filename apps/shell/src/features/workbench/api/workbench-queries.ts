import type { QueryClient } from '@tanstack/react-query';
import { messageQueries } from './message-queries';
import { noticeQueries } from './notice-queries';
import { todoQueries } from './todo-queries';

/** How many to-dos, messages and notices the home page lists. */
const latestCount = 5;

/** The lists of the home page's panels, shared with what asks for them before it renders. */
export const workbenchLists = {
  latestTodos: (firmId: number) =>
    todoQueries.list({ firmId, pageNum: 1, pageSize: latestCount, status: 0 }),
  latestMessages: (firmId: number) =>
    messageQueries.list({ firmId, pageNum: 1, pageSize: latestCount }),
  latestNotices: (firmId: number) =>
    noticeQueries.list({ firmId, pageNum: 1, pageSize: latestCount }),
};

/** Asks for what the home page's first paint shows: the to-dos and their counts. */
export function prefetchWorkbenchFirstPaint(
  queryClient: QueryClient,
  firmId: number,
): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(workbenchLists.latestTodos(firmId)),
    queryClient.prefetchQuery(todoQueries.count(firmId)),
  ]);
}

/** Asks for the lists of the panels that render after the first paint: messages and notices. */
export function prefetchWorkbenchRest(queryClient: QueryClient, firmId: number): void {
  void queryClient.prefetchQuery(workbenchLists.latestMessages(firmId));
  void queryClient.prefetchQuery(messageQueries.unread(firmId));
  void queryClient.prefetchQuery(workbenchLists.latestNotices(firmId));
  void queryClient.prefetchQuery(noticeQueries.unread(firmId));
}
