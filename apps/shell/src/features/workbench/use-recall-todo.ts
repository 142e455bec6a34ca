import { callEndpoint } from '@/lib/http/call-endpoint';
import { todoRoutes } from '@portal/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todoQueries } from './api/todo-queries';

/**
 * Recalls a to-do (the applicant takes back a pending one), then reloads every to-do list, count
 * and step list of the firm. Silent: the caller shows the server's reason (not the applicant, no
 * longer pending) where the user asked.
 */
export function useRecallTodo(firmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (todoId: number) =>
      callEndpoint(todoRoutes.recallTodo, { query: { todoId }, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoQueries.all(firmId) }),
  });
}
