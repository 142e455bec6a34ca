import { z } from 'zod';

/** The most days of history operations read: a week, well within the reports' retention. */
export const maxHistoryDays = 7;

/** The most error groups one answer holds. */
export const maxErrorGroups = 100;

const historyRouteSchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/);

const historyDaysSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(maxHistoryDays)
  .default(maxHistoryDays);

/** Query of GET /operations/subAppHistory: one registry entry's last `days` days. */
export const subAppHistoryQuerySchema = z.object({
  route: historyRouteSchema,
  days: historyDaysSchema,
});
export type SubAppHistoryQuery = z.input<typeof subAppHistoryQuerySchema>;

/** What an app's reports of one stretch of time add up to. */
export const subAppTallySchema = z.object({
  mounts: z.number().int(),
  failures: z.number().int(),
  timeouts: z.number().int(),
  errors: z.number().int(),
  crashes: z.number().int(),
  /** Users who reported a failed or timed-out load, an error or a crash. */
  usersAffected: z.number().int(),
});
export type SubAppTally = z.infer<typeof subAppTallySchema>;

export const subAppHourSchema = subAppTallySchema.extend({
  /** ISO 8601, UTC: the start of the hour. */
  hour: z.string(),
});
export type SubAppHour = z.infer<typeof subAppHourSchema>;

export const subAppHistoryAnswerSchema = z.object({
  route: z.string(),
  /** Every hour of the stretch, oldest first, the current hour last (hours without reports too). */
  hours: z.array(subAppHourSchema),
  /** The whole stretch: users counted once however many hours they were affected in. */
  totals: subAppTallySchema,
});
export type SubAppHistoryAnswer = z.infer<typeof subAppHistoryAnswerSchema>;

/** Query of GET /operations/subAppErrorGroups: the newest-seen groups of an app's last days. */
export const subAppErrorGroupsQuerySchema = z.object({
  route: historyRouteSchema,
  days: historyDaysSchema,
  limit: z.coerce.number().int().min(1).max(maxErrorGroups).default(20),
});
export type SubAppErrorGroupsQuery = z.input<typeof subAppErrorGroupsQuerySchema>;

/** A frame of a stack, mapped through its script's source map when one was to be had. */
export const stackFrameSchema = z.object({
  /** The function's name: its original one when mapped, else as the stack gives it. */
  functionName: z.string().nullable(),
  /** The source file (`src/orders/order-list.ts`) when mapped, else the script's url as sent. */
  file: z.string(),
  /** 1-based. */
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  isMapped: z.boolean(),
});
export type StackFrame = z.infer<typeof stackFrameSchema>;

/**
 * Errors and crashes of one app with the same fingerprint: their normalised message and top
 * stack frame (docs/sub-apps.md, "Health").
 */
export const subAppErrorGroupSchema = z.object({
  fingerprint: z.string(),
  /** The newest report's message, as sent. */
  message: z.string().nullable(),
  /**
   * The top frame as grouped: `function (source file)` when its script's source map maps it, else
   * `function (file)` without the file's content hash, line or column.
   */
  topFrame: z.string().nullable(),
  /** The newest report's stack, as sent. */
  stack: z.string().nullable(),
  /**
   * That stack's frames, top first, each mapped through its script's source map where one was to
   * be had (the shell's own always; an app's where its pinned release lists one); empty without.
   */
  frames: z.array(stackFrameSchema),
  /** ISO 8601, UTC. */
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** As many as the reports stand for. */
  count: z.number().int(),
  users: z.number().int(),
  kinds: z.array(z.enum(['error', 'crash'])),
});
export type SubAppErrorGroup = z.infer<typeof subAppErrorGroupSchema>;

export const subAppErrorGroupsAnswerSchema = z.object({
  route: z.string(),
  /** Newest last seen first, at most `limit`. */
  groups: z.array(subAppErrorGroupSchema),
  /** Groups in the stretch, of which `groups` are the newest. */
  total: z.number().int(),
});
export type SubAppErrorGroupsAnswer = z.infer<typeof subAppErrorGroupsAnswerSchema>;
