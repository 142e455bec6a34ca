import { todoStatus } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { prepareQuery } from './prepared-query';
import { containsPattern, containsText, type TextPattern } from './text-search';

export type TodoRepository = ReturnType<typeof createTodoRepository>;

/** The to-dos of an assignee in a firm in one status, with a keyword in a text if there is one. */
export type TodoFilter = {
  assigneeId: number;
  firmId: number;
  status: number;
  keyword: string | undefined;
};

export type TodoListOptions = TodoFilter & { pageNum: number; pageSize: number };

export type RecallOutcome = 'recalled' | 'notFound' | 'notApplicant' | 'notPending';

/** A filter as the queries take it: the keyword as its LIKE pattern, a value of the query. */
type Matching = Omit<TodoFilter, 'keyword'> & { pattern: TextPattern | undefined };

export function createTodoRepository(db: Kysely<Database>) {
  const ofAssignee = (assigneeId: number, firmId: number) =>
    db.selectFrom('todos').where('assignee_user_id', '=', assigneeId).where('firm_id', '=', firmId);

  /**
   * The assignee's to-dos in one status, with the pattern in a text if there is one. Whether
   * there is one is the query's shape, fixed for each prepared query below; its text is a value.
   */
  const matching = ({ assigneeId, firmId, status, pattern }: Matching) => {
    const query = ofAssignee(assigneeId, firmId).where('status', '=', status);
    if (pattern === undefined) return query;
    return query.where((eb) =>
      eb.or([
        containsText(eb.ref('title'), pattern),
        containsText(eb.ref('business_type'), pattern),
        containsText(eb.ref('applicant_name'), pattern),
      ]),
    );
  };

  /**
   * How many match, and the id of the assignee's newest to-do in the firm, of any status. Without
   * a keyword the number is the one the database keeps (`todo_counts`, migration 0038): counting
   * a clerk's years of done to-dos took longer than the page itself.
   */
  const figures = (filter: Matching) =>
    [
      filter.pattern === undefined
        ? db
            .selectFrom('todo_counts')
            .select('count')
            .where('assignee_user_id', '=', filter.assigneeId)
            .where('firm_id', '=', filter.firmId)
            .where('status', '=', filter.status)
            .as('total')
        : matching(filter)
            .select((eb) => eb.fn.countAll().as('count'))
            .as('total'),
      ofAssignee(filter.assigneeId, filter.firmId)
        .select((eb) => eb.fn.max('id').as('newest'))
        .as('newest'),
    ] as const;

  /**
   * A page of the list, newest first, each row with the figures: one statement, whose scalar
   * subqueries the database runs once. (Joining the page to a row of figures, which an empty
   * page would keep, cost SQLite a third more for every page.) The page's ids come first, from
   * the index alone, and only its rows are read: a deep page no longer reads every row it skips
   * (decision 0022).
   */
  const pageQuery = (filter: Matching, limit: number, offset: number) =>
    db
      .selectFrom('todos')
      .select([
        'id',
        'title',
        'business_type',
        'sub_app_route',
        'applicant_name',
        'create_time',
        'status',
        'urgency',
        ...figures(filter),
      ])
      .where(
        'id',
        'in',
        matching(filter).select('id').orderBy('id', 'desc').limit(limit).offset(offset),
      )
      .orderBy('id', 'desc');

  /** The figures alone, for an empty page. */
  const figuresQuery = (filter: Matching) => db.selectNoFrom([...figures(filter)]);

  // Built and compiled once each: the shell's poll, every 30 s for every signed-in user, has no
  // keyword; a search takes its pattern as a value like the others.
  const pollPage = prepareQuery(
    db,
    (assigneeId: number, firmId: number, status: number, limit: number, offset: number) =>
      pageQuery({ assigneeId, firmId, status, pattern: undefined }, limit, offset),
  );
  const pollFigures = prepareQuery(db, (assigneeId: number, firmId: number, status: number) =>
    figuresQuery({ assigneeId, firmId, status, pattern: undefined }),
  );
  const searchPage = prepareQuery(
    db,
    (
      assigneeId: number,
      firmId: number,
      status: number,
      pattern: TextPattern,
      limit: number,
      offset: number,
    ) => pageQuery({ assigneeId, firmId, status, pattern }, limit, offset),
  );
  const searchFigures = prepareQuery(
    db,
    (assigneeId: number, firmId: number, status: number, pattern: TextPattern) =>
      figuresQuery({ assigneeId, firmId, status, pattern }),
  );

  const countByStatus = prepareQuery(db, (assigneeId: number, firmId: number) =>
    db
      .selectFrom('todo_counts')
      .select(['status', 'count'])
      .where('assignee_user_id', '=', assigneeId)
      .where('firm_id', '=', firmId),
  );

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
    /**
     * A page of the assignee's to-dos in one status, newest first, the number of them and the
     * id of the assignee's newest to-do in the firm, whatever its status (null for none).
     */
    listForAssignee: async (options: TodoListOptions) => {
      const { assigneeId, firmId, status, keyword, pageNum, pageSize } = options;
      const offset = (pageNum - 1) * pageSize;
      const pattern = keyword ? containsPattern(keyword) : undefined;
      const rows = pattern
        ? await searchPage(assigneeId, firmId, status, pattern, pageSize, offset)
        : await pollPage(assigneeId, firmId, status, pageSize, offset);
      const counted =
        rows[0] ??
        (pattern
          ? await searchFigures(assigneeId, firmId, status, pattern)
          : await pollFigures(assigneeId, firmId, status))[0];
      if (!counted) throw new Error('The to-do figures query answered no row');
      return {
        rows,
        total: Number(counted.total),
        newestId: counted.newest === null ? null : Number(counted.newest),
      };
    },

    countByStatus: async (assigneeId: number, firmId: number) => {
      const rows = await countByStatus(assigneeId, firmId);
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
