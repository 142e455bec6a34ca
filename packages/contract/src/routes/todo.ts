import type { Route } from './route';

/** Where the to-do endpoints are called (their schemas: `todoEndpoints`). */
export const todoRoutes = {
  listTodos: { method: 'GET', path: '/coreSystem/todoAll' },
  listTodoSteps: { method: 'GET', path: '/coreSystem/todoStepList' },
  countTodos: { method: 'GET', path: '/coreSystem/getToDoCount' },
  recallTodo: { method: 'GET', path: '/pc/recall/todo' },
} as const satisfies Record<string, Route>;
