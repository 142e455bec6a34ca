import type { TodoPage } from '@portal/contract';
import { todoRoutes } from '@portal/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { todoQueries } from './api/todo-queries';
import { todoPollQuery } from './todo-poll';

/** How old an answer of the same list may be for the poll to take it as its own. */
export const sharedPageMs = 2_000;

/**
 * The page the poll compares: the same list the home page shows when that is being asked for or
 * has just arrived (signing in asks for it once), else asked silently.
 */
export function pollPage(queryClient: QueryClient, firmId: number): Promise<TodoPage> {
  const shared = todoQueries.list({ firmId, ...todoPollQuery });
  const state = queryClient.getQueryState(shared.queryKey);
  const isShared =
    state?.fetchStatus === 'fetching' ||
    (state?.status === 'success' && Date.now() - state.dataUpdatedAt < sharedPageMs);
  if (isShared) return queryClient.fetchQuery({ ...shared, staleTime: sharedPageMs });
  return callEndpoint(todoRoutes.listTodos, { query: todoPollQuery, silent: true });
}
