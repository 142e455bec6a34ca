import type { TodoListQuery, TodoPage } from '@portal/contract';
import { http } from '@/lib/http/http-client';

export type TodoListFilter = {
  firmId: number;
  pageNum: number;
  pageSize: number;
  status: TodoListQuery['status'];
  keyword?: string;
};

/** GET /coreSystem/todoAll: a page of the caller's to-dos, and the id of their newest one. */
export function getTodos(
  { pageNum, pageSize, status, keyword }: Omit<TodoListFilter, 'firmId'>,
  options: { silent?: boolean } = {},
): Promise<TodoPage> {
  return http.request<TodoPage>({
    url: '/coreSystem/todoAll',
    method: 'get',
    params: { pageNum, pageSize, status, ...(keyword ? { keyword } : {}) },
    ...options,
  });
}
