import type { TodoCount } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** GET /coreSystem/getToDoCount: the caller's to-dos by status. */
export function getTodoCount(): Promise<TodoCount> {
  return http.request<TodoCount>({ url: '/coreSystem/getToDoCount', method: 'get' });
}
