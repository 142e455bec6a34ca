import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recallTodo } from './api/recall-todo';
import { todoQueries } from './api/todo-queries';

/** Recalls a to-do, then reloads every to-do list, count and step list of the firm. */
export function useRecallTodo(firmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recallTodo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoQueries.all(firmId) }),
  });
}
