import { callEndpoint } from '@/lib/http/call-endpoint';
import { firmKey } from '@/lib/query-keys';
import type { TodoListQuery } from '@portal/contract';
import { todoRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

export type TodoListFilter = {
  firmId: number;
  pageNum: number;
  pageSize: number;
  status: TodoListQuery['status'];
  keyword?: string;
};

/** The caller's to-dos in a firm. */
export const todoQueries = {
  /** Every to-do list, count and step list of the firm: a recall or a new to-do reloads them. */
  all: (firmId: number) => firmKey(firmId, 'todos'),

  /** One page of to-dos, and the id of the caller's newest one. */
  list: (filter: TodoListFilter) =>
    queryOptions({
      queryKey: firmKey(filter.firmId, 'todos', 'list', filter),
      queryFn: ({ signal }) =>
        callEndpoint(todoRoutes.listTodos, {
          query: {
            pageNum: filter.pageNum,
            pageSize: filter.pageSize,
            status: filter.status,
            keyword: filter.keyword || undefined,
          },
          signal,
        }),
    }),

  /** The caller's to-dos by status. */
  count: (firmId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'todos', 'count'),
      queryFn: ({ signal }) => callEndpoint(todoRoutes.countTodos, { signal }),
    }),

  /**
   * The approval steps of a to-do the caller handles or applied for. Silent: the steps drawer
   * shows why it could not load them.
   */
  steps: (firmId: number, todoId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'todos', 'steps', todoId),
      queryFn: ({ signal }) =>
        callEndpoint(todoRoutes.listTodoSteps, { query: { todoId }, signal, silent: true }),
      retry: false,
    }),
};
