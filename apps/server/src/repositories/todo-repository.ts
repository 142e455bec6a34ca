import { todoStatus } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { containsText } from './text-search';

export type TodoRepository = ReturnType<typeof createTodoRepository>;

export type TodoListOptions = {
  assigneeId: number;
  firmId: number;
  status: number;
  keyword: string | undefined;
  pageNum: number;
  pageSize: number;
};

export type RecallOutcome = 'recalled' | 'notFound' | 'notApplicant' | 'notPending';

export function createTodoRepository(db: Kysely<Database>) {
  const ofAssignee = (assigneeId: number, firmId: number) =>
    db.selectFrom('todos').where('assignee_user_id', '=', assigneeId).where('firm_id', '=', firmId);

  /** A to-do the user takes part in (handles it or applied for it) in that firm. */
  const findTakingPart = (todoId: number, userId: number, firmId: number) =>
    db
      .selectFrom('todos')
      .select(['id', 'status', 'applicant_user_id', 'assignee_user_id'])
      .where('id', '=', todoId)
      .where('firm_id', '=', firmId)
      .where((eb) =>
        eb.or([eb('assignee_user_id', '=', userId), eb('applicant_user_id', '=', userId)]),
      )
      .executeTakeFirst();

  return {
    /** A page of the assignee's to-dos in one status, newest first. */
    listForAssignee: async (options: TodoListOptions) => {
      const { assigneeId, firmId, status, keyword, pageNum, pageSize } = options;
      let query = ofAssignee(assigneeId, firmId).where('status', '=', status);
      if (keyword) {
        query = query.where((eb) =>
          eb.or([
            containsText(eb.ref('title'), keyword),
            containsText(eb.ref('business_type'), keyword),
            containsText(eb.ref('applicant_name'), keyword),
          ]),
        );
      }
      const rows = await query
        .select([
          'id',
          'title',
          'business_type',
          'sub_app_route',
          'applicant_name',
          'create_time',
          'status',
          'urgency',
        ])
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute();
      const { count } = await query
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count) };
    },

    /** The id of the assignee's newest to-do in the firm, whatever its status. */
    newestId: async (assigneeId: number, firmId: number) => {
      const { newest } = await ofAssignee(assigneeId, firmId)
        .select((eb) => eb.fn.max('id').as('newest'))
        .executeTakeFirstOrThrow();
      return newest === null ? null : Number(newest);
    },

    countByStatus: async (assigneeId: number, firmId: number) => {
      const rows = await ofAssignee(assigneeId, firmId)
        .select(['status', (eb) => eb.fn.countAll().as('count')])
        .groupBy('status')
        .execute();
      return new Map(rows.map((row) => [row.status, Number(row.count)]));
    },

    findTakingPart,

    listSteps: (todoId: number) =>
      db
        .selectFrom('todo_steps')
        .select(['seq', 'step_name', 'handler_name', 'status', 'handled_time', 'comment'])
        .where('todo_id', '=', todoId)
        .orderBy('seq')
        .execute(),

    /**
     * Recalls a pending to-do for its applicant. The status check and the change are one
     * conditional UPDATE, so of two recalls at once exactly one wins.
     */
    recall: (
      todoId: number,
      applicant: { userId: number; name: string; firmId: number },
      now: Date,
    ) =>
      db.transaction().execute(async (trx): Promise<RecallOutcome> => {
        const { numUpdatedRows } = await trx
          .updateTable('todos')
          .set({ status: todoStatus.recalled, finish_time: now.toISOString() })
          .where('id', '=', todoId)
          .where('firm_id', '=', applicant.firmId)
          .where('applicant_user_id', '=', applicant.userId)
          .where('status', '=', todoStatus.pending)
          .executeTakeFirst();
        if (numUpdatedRows === 0n) {
          const todo = await trx
            .selectFrom('todos')
            .select(['status', 'applicant_user_id'])
            .where('id', '=', todoId)
            .where('firm_id', '=', applicant.firmId)
            .where((eb) =>
              eb.or([
                eb('assignee_user_id', '=', applicant.userId),
                eb('applicant_user_id', '=', applicant.userId),
              ]),
            )
            .executeTakeFirst();
          if (!todo) return 'notFound';
          return todo.applicant_user_id === applicant.userId ? 'notPending' : 'notApplicant';
        }
        await trx
          .updateTable('todo_steps')
          .set({ status: 'recalled' })
          .where('todo_id', '=', todoId)
          .where('status', 'in', ['pending', 'waiting'])
          .execute();
        const { last } = await trx
          .selectFrom('todo_steps')
          .select((eb) => eb.fn.max('seq').as('last'))
          .where('todo_id', '=', todoId)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('todo_steps')
          .values({
            todo_id: todoId,
            seq: Number(last ?? 0) + 1,
            step_name: '申请人撤回',
            handler_name: applicant.name,
            status: 'recalled',
            handled_time: now.toISOString(),
            comment: null,
          })
          .execute();
        return 'recalled';
      }),
  };
}
