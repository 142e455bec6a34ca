import type { TodoListQuery, TodoPage, TodoStatus, TodoUrgency } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

/**
 * A page of the to-dos the caller handles in their firm, newest first, with the id of their
 * newest to-do, which the shell's 30-second poll compares (GET /coreSystem/todoAll).
 */
export async function listTodos(
  caller: Caller,
  { pageNum, pageSize, status, keyword }: TodoListQuery,
  { todos }: Pick<Repositories, 'todos'>,
): Promise<TodoPage> {
  const { firmId } = await caller.currentFirm();
  const options = { assigneeId: caller.userId, firmId, status, keyword, pageNum, pageSize };
  const { rows, total, newestId } = await todos.listForAssignee(options);
  return {
    records: rows.map((row) => ({
      id: row.id,
      title: row.title,
      businessType: row.business_type,
      subApp: row.sub_app_route,
      applicant: row.applicant_name,
      createTime: row.create_time,
      status: row.status as TodoStatus,
      urgency: row.urgency as TodoUrgency,
    })),
    total,
    pageNum,
    pageSize,
    todoId: newestId,
  };
}
