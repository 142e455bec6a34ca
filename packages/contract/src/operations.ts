import { z } from 'zod';
import { endpoint } from './endpoint';
import { feedbackLogEntrySchema } from './feedback';
import { operationsRoutes } from './routes/operations';
import { multilineTextSchema, plainTextSchema } from './text';

const registryRouteSchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/);

/**
 * What the shell saw of one sub-application: its first mount (from the start of its load to
 * mounted), a load that failed or timed out, or an uncaught error of its own. Never a token nor
 * anything a user typed.
 */
export const subAppReportSchema = z.object({
  /** The app's registry name. */
  app: plainTextSchema(64),
  route: registryRouteSchema,
  kind: z.enum(['mount', 'failure', 'timeout', 'error']),
  /** A mount's time, in milliseconds. */
  durationMs: z.number().int().min(0).max(600_000).optional(),
  message: multilineTextSchema(1000).optional(),
  stack: multilineTextSchema(4000).optional(),
  /** Epoch milliseconds, by the browser's clock. */
  at: z.number().int().min(0),
});
export type SubAppReport = z.infer<typeof subAppReportSchema>;

/** Body of POST /operations/subAppReports: a batch, sent a few seconds after its first report. */
export const reportSubAppsRequestSchema = z.object({
  reports: z.array(subAppReportSchema).min(1).max(50),
});
export type ReportSubAppsRequest = z.input<typeof reportSubAppsRequestSchema>;

export const reportSubAppsAnswerSchema = z.object({
  /** How many reports were kept: fewer than sent when a user sends more than a minute allows. */
  kept: z.number().int().min(0),
});

/** Query of GET /operations/subAppHealth: the reports since `since` (the operator's midnight). */
export const subAppHealthQuerySchema = z.object({
  since: z.iso.datetime({ offset: true }),
});
export type SubAppHealthQuery = z.input<typeof subAppHealthQuerySchema>;

/** An error or failure reported, as operations read it. */
export const reportedProblemSchema = z.object({
  /** ISO 8601, UTC: when the server received it. */
  at: z.string(),
  kind: z.enum(['failure', 'timeout', 'error']),
  message: z.string().nullable(),
  stack: z.string().nullable(),
  /** The browser and its major version, and the system (`Chrome 142 · Windows`). */
  browser: z.string(),
  /** The registry's version (its change stamp) when it was reported. */
  registryVersion: z.string(),
});
export type ReportedProblem = z.infer<typeof reportedProblemSchema>;

/** The server's own request for the app's url, made when operations look. */
export const urlCheckSchema = z.object({
  state: z.enum(['ok', 'failing', 'unchecked']),
  /** The HTTP status answered, when one was. */
  status: z.number().int().nullable(),
  /** Why it failed or was not checked: `status`, `notHtml`, `unreachable`, `noUrl`, `samePath`. */
  reason: z.string().nullable(),
  /** ISO 8601, UTC. */
  checkedAt: z.string(),
});
export type UrlCheck = z.infer<typeof urlCheckSchema>;

export const subAppHealthSchema = z.object({
  route: z.string(),
  name: z.string(),
  title: z.object({ 'zh-CN': z.string(), en: z.string() }),
  url: z.string().nullable(),
  enabled: z.boolean(),
  ownerTeam: z.string().nullable(),
  contact: z.string().nullable(),
  mounts: z.number().int(),
  failures: z.number().int(),
  timeouts: z.number().int(),
  errors: z.number().int(),
  /** Failed and timed-out loads over every load; null with no load. */
  failureRate: z.number().min(0).max(1).nullable(),
  firstMountP50Ms: z.number().nullable(),
  firstMountP95Ms: z.number().nullable(),
  /** The newest five, newest first. */
  lastProblems: z.array(reportedProblemSchema).max(5),
  check: urlCheckSchema,
  /** Failing: its url check fails, or a load failed or timed out since its last mount. */
  isFailing: z.boolean(),
});
export type SubAppHealth = z.infer<typeof subAppHealthSchema>;

export const subAppHealthAnswerSchema = z.object({
  /** ISO 8601, UTC. */
  generatedAt: z.string(),
  apps: z.array(subAppHealthSchema),
});
export type SubAppHealthAnswer = z.infer<typeof subAppHealthAnswerSchema>;

/** Query of GET /operations/feedback: the newest first, handled ones on request. */
export const listFeedbackQuerySchema = z.object({
  includeHandled: z.enum(['true', 'false']).optional(),
});
export type ListFeedbackQuery = z.input<typeof listFeedbackQuerySchema>;

export const feedbackItemSchema = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  username: z.string(),
  displayName: z.string(),
  firmName: z.string().nullable(),
  page: z.string(),
  subApp: z.string().nullable(),
  comment: z.string(),
  /** The screenshot, a data URL. */
  image: z.string(),
  logEntries: z.array(feedbackLogEntrySchema),
  browser: z.string(),
  /** ISO 8601, UTC; null while not handled. */
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const listFeedbackAnswerSchema = z.object({
  items: z.array(feedbackItemSchema),
  /** Not handled, of all kept. */
  unhandled: z.number().int(),
});
export type ListFeedbackAnswer = z.infer<typeof listFeedbackAnswerSchema>;

export const markFeedbackHandledRequestSchema = z.object({ id: z.number().int().min(1) });
export type MarkFeedbackHandledRequest = z.input<typeof markFeedbackHandledRequestSchema>;

/** The operations endpoints, served and called from these definitions. */
export const operationsEndpoints = {
  /** Any signed-in user's shell; what goes past a user's share of a minute is not kept. */
  reportSubApps: endpoint({
    ...operationsRoutes.reportSubApps,
    body: reportSubAppsRequestSchema,
    answer: reportSubAppsAnswerSchema,
    failures: [400, 401],
  }),
  /** System administrators only: each registry entry's health since `since`. */
  getSubAppHealth: endpoint({
    ...operationsRoutes.getSubAppHealth,
    query: subAppHealthQuerySchema,
    answer: subAppHealthAnswerSchema,
    failures: [400, 401, 403],
  }),
  /** System administrators only: the feedback kept, newest first, at most 100. */
  listFeedback: endpoint({
    ...operationsRoutes.listFeedback,
    query: listFeedbackQuerySchema,
    answer: listFeedbackAnswerSchema,
    failures: [400, 401, 403],
  }),
  /** System administrators only; 404 for a feedback no longer kept. */
  markFeedbackHandled: endpoint({
    ...operationsRoutes.markFeedbackHandled,
    body: markFeedbackHandledRequestSchema,
    answer: z.object({ handledAt: z.string() }),
    failures: [400, 401, 403, 404],
  }),
};
