import { resultCode, todoStatus, type RecallTodoResult, type TodoIdQuery } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { signInAgain } from '../auth/authenticate-bearer-token';
import { resolveCurrentFirm } from '../upms/resolve-current-firm';
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
  {
    colleagues,
    memberships,
    todos,
    users,
  }: Pick<Repositories, 'colleagues' | 'memberships' | 'todos' | 'users'>,
): Promise<RecallTodoResult> {
  const { firmId } = await resolveCurrentFirm(caller, { colleagues, memberships });
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
