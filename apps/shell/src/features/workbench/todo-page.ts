import type { Todo } from '@portal/contract';

/**
 * The page a to-do opens: its sub-app route with the to-do's id in the query, so each to-do has a
 * tab (and an address) of its own and the app knows which one to show.
 */
export function todoPagePath({ id, subApp }: Pick<Todo, 'id' | 'subApp'>): string {
  const url = new URL(subApp, 'https://shell.invalid');
  url.searchParams.set('todoId', String(id));
  return `${url.pathname}${url.search}${url.hash}`;
}
