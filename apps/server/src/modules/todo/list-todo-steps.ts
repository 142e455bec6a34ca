import type { TodoIdQuery, TodoStep, TodoStepStatus } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { findTodoOfCaller } from './find-todo';

/** The approval steps of one of the caller's to-dos, in order (GET /coreSystem/todoStepList). */
export async function listTodoSteps(
  caller: Caller,
  { todoId }: TodoIdQuery,
  repositories: Pick<Repositories, 'todos'>,
): Promise<TodoStep[]> {
  const id = await findTodoOfCaller(caller, todoId, repositories);
  const steps = await repositories.todos.listSteps(id);
  return steps.map((step) => ({
    seq: step.seq,
    stepName: step.step_name,
    handler: step.handler_name,
    status: step.status as TodoStepStatus,
    time: step.handled_time,
    comment: step.comment,
  }));
}
