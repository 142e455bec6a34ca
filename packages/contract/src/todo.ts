import { z } from 'zod';
import { endpoint } from './endpoint';
import { recordIdSchema } from './ids';
import { keywordSchema, pageQuerySchema, pageSchema } from './paging';
import { todoRoutes } from './routes/todo';

/** 0 pending, 1 done, 2 recalled by its applicant. */
export const todoStatus = { pending: 0, done: 1, recalled: 2 } as const;
export const todoStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TodoStatus = z.infer<typeof todoStatusSchema>;

export const todoUrgencySchema = z.enum(['normal', 'urgent', 'critical']);
export type TodoUrgency = z.infer<typeof todoUrgencySchema>;

/** Query of GET /coreSystem/todoAll; the shell polls pageNum 1, pageSize 5, status 0. */
export const todoListQuerySchema = pageQuerySchema.extend({
  status: z.coerce.number().int().pipe(todoStatusSchema).default(todoStatus.pending),
  keyword: keywordSchema,
});
export type TodoListQuery = z.infer<typeof todoListQuerySchema>;

/** A to-do of the caller (they handle it). `subApp` is the route that opens it, e.g. /credit/... */
export const todoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  businessType: z.string(),
  subApp: z.string(),
  applicant: z.string(),
  /** ISO 8601, UTC. */
  createTime: z.string(),
  status: todoStatusSchema,
  urgency: todoUrgencySchema,
});
export type Todo = z.infer<typeof todoSchema>;

/** GET /coreSystem/todoAll: a page of to-dos, and the newest to-do id of the caller (any status). */
export const todoPageSchema = pageSchema(todoSchema).extend({
  todoId: z.number().int().nullable(),
});
export type TodoPage = z.infer<typeof todoPageSchema>;

/** Query of GET /coreSystem/todoStepList and GET /pc/recall/todo. */
export const todoIdQuerySchema = z.object({ todoId: recordIdSchema });
export type TodoIdQuery = z.infer<typeof todoIdQuerySchema>;

export const todoStepStatusSchema = z.enum([
  'submitted',
  'approved',
  'rejected',
  'pending',
  'waiting',
  'recalled',
]);
export type TodoStepStatus = z.infer<typeof todoStepStatusSchema>;

/** One approval step of a to-do, in order. `time` is null until the step is handled. */
export const todoStepSchema = z.object({
  seq: z.number().int(),
  stepName: z.string(),
  handler: z.string(),
  status: todoStepStatusSchema,
  time: z.string().nullable(),
  comment: z.string().nullable(),
});
export type TodoStep = z.infer<typeof todoStepSchema>;

export const todoStepListSchema = z.array(todoStepSchema);

/** GET /coreSystem/getToDoCount: the caller's to-dos by status. */
export const todoCountSchema = z.object({
  pending: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  recalled: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TodoCount = z.infer<typeof todoCountSchema>;

/** GET /pc/recall/todo: the recalled to-do. */
export const recallTodoResultSchema = z.object({
  id: z.number().int(),
  status: z.literal(todoStatus.recalled),
});
export type RecallTodoResult = z.infer<typeof recallTodoResultSchema>;

/** The failures of every to-do call: bad input, not signed in, no access. */
const todoFailures = [400, 401, 403] as const;

/** The to-do endpoints (spec §7, /coreSystem and /pc), served and called from these definitions. */
export const todoEndpoints = {
  /** A page of the caller's to-dos, and the id of their newest one. */
  listTodos: endpoint({
    ...todoRoutes.listTodos,
    query: todoListQuerySchema,
    answer: todoPageSchema,
    failures: todoFailures,
  }),
  /** The approval steps of a to-do the caller handles or applied for; 404 for any other. */
  listTodoSteps: endpoint({
    ...todoRoutes.listTodoSteps,
    query: todoIdQuerySchema,
    answer: todoStepListSchema,
    failures: [...todoFailures, 404],
  }),
  /** The caller's to-dos by status. */
  countTodos: endpoint({
    ...todoRoutes.countTodos,
    answer: todoCountSchema,
    failures: todoFailures,
  }),
  /**
   * The applicant takes back a pending to-do: a GET that changes state, as the spec's client calls
   * it; 409 when it is no longer pending.
   */
  recallTodo: endpoint({
    ...todoRoutes.recallTodo,
    query: todoIdQuerySchema,
    answer: recallTodoResultSchema,
    failures: [...todoFailures, 404, 409],
  }),
};
