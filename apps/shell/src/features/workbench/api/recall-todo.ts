import type { RecallTodoResult } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/**
 * GET /pc/recall/todo: the applicant takes back a pending to-do. Silent: the caller shows the
 * server's reason (not the applicant, no longer pending) where the user asked.
 */
export function recallTodo(todoId: number): Promise<RecallTodoResult> {
  return http.request<RecallTodoResult>({
    url: '/pc/recall/todo',
    method: 'get',
    params: { todoId },
    silent: true,
  });
}
