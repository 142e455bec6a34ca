import { firmKey } from '@/lib/query-keys';
import { queryOptions } from '@tanstack/react-query';
import { getTodoCount } from './get-todo-count';
import { getTodoSteps } from './get-todo-steps';
import { getTodos, type TodoListFilter } from './get-todos';

/** The caller's to-dos in a firm. */
export const todoQueries = {
  /** Every to-do list, count and step list of the firm: a recall or a new to-do reloads them. */
  all: (firmId: number) => firmKey(firmId, 'todos'),

  /** One page of to-dos. */
  list: (filter: TodoListFilter) =>
    queryOptions({
      queryKey: firmKey(filter.firmId, 'todos', 'list', filter),
      queryFn: () => getTodos(filter),
    }),

  count: (firmId: number) =>
    queryOptions({ queryKey: firmKey(firmId, 'todos', 'count'), queryFn: getTodoCount }),

  steps: (firmId: number, todoId: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'todos', 'steps', todoId),
      queryFn: () => getTodoSteps(todoId),
      retry: false,
    }),
};
