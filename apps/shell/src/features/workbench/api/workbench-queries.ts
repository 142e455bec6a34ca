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

/**
 * Asks for everything the home page's panels show, the to-dos first, into the query cache.
 * Resolves once what its first paint shows is in: the to-dos and their counts (the other panels
 * render after that paint, workbench-page.tsx).
 */
export function prefetchWorkbench(queryClient: QueryClient, firmId: number): Promise<unknown> {
  const firstPaint = Promise.all([
    queryClient.prefetchQuery(workbenchLists.latestTodos(firmId)),
    queryClient.prefetchQuery(todoQueries.count(firmId)),
  ]);
  void queryClient.prefetchQuery(workbenchLists.latestMessages(firmId));
  void queryClient.prefetchQuery(messageQueries.unread(firmId));
  void queryClient.prefetchQuery(workbenchLists.latestNotices(firmId));
  void queryClient.prefetchQuery(noticeQueries.unread(firmId));
  return firstPaint;
}
