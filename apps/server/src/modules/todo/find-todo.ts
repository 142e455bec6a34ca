import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

export const todoNotFound = () => new AppError(404, resultCode.failure, 'todo.notFound');

/**
 * The id of a to-do the caller takes part in (handles or applied for) in their firm; 404 for any
 * other, so a to-do of another user or firm looks exactly like one that does not exist.
 */
export async function findTodoOfCaller(
  caller: Caller,
  todoId: number,
  { todos }: Pick<Repositories, 'todos'>,
): Promise<number> {
  const { firmId } = await caller.currentFirm();
  const todo = await todos.findTakingPart(todoId, caller.userId, firmId);
  if (!todo) throw todoNotFound();
  return todo.id;
}
