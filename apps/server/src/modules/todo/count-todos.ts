import { todoStatus, type TodoCount } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

/** How many to-dos the caller handles in their firm, by status (GET /coreSystem/getToDoCount). */
export async function countTodos(
  caller: Caller,
  { todos }: Pick<Repositories, 'todos'>,
): Promise<TodoCount> {
  const { firmId } = await caller.currentFirm();
  const counts = await todos.countByStatus(caller.userId, firmId);
  const pending = counts.get(todoStatus.pending) ?? 0;
  const done = counts.get(todoStatus.done) ?? 0;
  const recalled = counts.get(todoStatus.recalled) ?? 0;
  return { pending, done, recalled, total: pending + done + recalled };
}
