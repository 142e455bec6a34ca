import type { TodoStep } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/**
 * GET /coreSystem/todoStepList: the approval steps of a to-do the caller handles or applied for.
 * Silent: the steps drawer shows why it could not load them.
 */
export function getTodoSteps(todoId: number): Promise<TodoStep[]> {
  return http.request<TodoStep[]>({
    url: '/coreSystem/todoStepList',
    method: 'get',
    params: { todoId },
    silent: true,
  });
}
