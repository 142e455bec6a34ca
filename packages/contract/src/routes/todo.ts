import type { Route } from './route';

/** Where the to-do endpoints are called (their schemas: `todoEndpoints`). */
export const todoRoutes = {
  listTodos: { method: 'GET', path: '/coreSystem/todoAll', appScope: 'todo' },
  listTodoSteps: { method: 'GET', path: '/coreSystem/todoStepList', appScope: 'todo' },
  countTodos: { method: 'GET', path: '/coreSystem/getToDoCount', appScope: 'todo' },
  recallTodo: { method: 'GET', path: '/pc/recall/todo', appScope: 'todo' },
} as const satisfies Record<string, Route>;
