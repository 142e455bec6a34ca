import { resultCode, todoStatus, type RecallTodoResult, type TodoIdQuery } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { signInAgain, type Caller } from '../../plugins/app/authentication';
import { todoNotFound } from './find-todo';

/**
 * The applicant takes back a pending to-do (GET /pc/recall/todo): it becomes recalled and leaves
 * the handler's pending list. 404 for a to-do the caller does not take part in, 403 for its
 * handler, 409 once it is no longer pending (done, or recalled already, perhaps a moment ago).
 */
export async function recallTodo(
  caller: Caller,
  { todoId }: TodoIdQuery,
  now: Date,
  { todos, users }: Pick<Repositories, 'todos' | 'users'>,
): Promise<RecallTodoResult> {
  const { firmId } = await caller.currentFirm();
  const user = await users.findById(caller.userId);
  if (!user) throw signInAgain();
  const outcome = await todos.recall(
    todoId,
    { userId: caller.userId, name: user.display_name, firmId },
    now,
  );
  if (outcome === 'notFound') throw todoNotFound();
  if (outcome === 'notApplicant') throw new AppError(403, resultCode.failure, 'todo.notApplicant');
  if (outcome === 'notPending') throw new AppError(409, resultCode.failure, 'todo.notPending');
  return { id: todoId, status: todoStatus.recalled };
}
