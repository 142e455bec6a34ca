import { z } from 'zod';
import {
  alertRuleSchema,
  alertRulesAnswerSchema,
  createAlertRuleRequestSchema,
  deleteAlertRuleRequestSchema,
} from './alert-rules';
import { endpoint } from './endpoint';
import { feedbackLogEntrySchema, feedbackStatusSchema } from './feedback';
import { pageQuerySchema, pageSchema } from './paging';
import { operationsRoutes } from './routes/operations';
import { releaseVersionPattern } from './routes/releases';
import {
  subAppErrorGroupsAnswerSchema,
  subAppErrorGroupsQuerySchema,
  subAppHistoryAnswerSchema,
  subAppHistoryQuerySchema,
} from './sub-app-history';
import {
  subAppTimingKinds,
  subAppTimingsAnswerSchema,
  subAppTimingsQuerySchema,
} from './sub-app-timings';
import { multilineTextSchema, plainTextSchema } from './text';

const registryRouteSchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/);

/** The most one report may stand for. */
export const maxReportCount = 100_000;

/**
 * What the shell saw of one sub-application: its first mount (from the start of its load to
 * mounted), a load that failed or timed out, an uncaught error of its own, or a crash (an
 * uncaught error left it showing nothing: the shell showed its error view); and what its users
 * waited for (`subAppTimingKinds`): a re-show, the LCP, INP and CLS of its pages. Never a token
 * nor anything a user typed.
 */
export const subAppReportSchema = z.object({
  /** The app's registry name. */
  app: plainTextSchema(64),
  route: registryRouteSchema,
  kind: z.enum(['mount', 'failure', 'timeout', 'error', 'crash', ...subAppTimingKinds]),
  /** A mount's, a re-show's, an LCP's or an INP's time, in milliseconds. */
  durationMs: z.number().int().min(0).max(600_000).optional(),
  /** A CLS's layout-shift score (unitless: 0.1 is good). */
  layoutShift: z.number().min(0).max(1_000).optional(),
  message: multilineTextSchema(1000).optional(),
  stack: multilineTextSchema(4000).optional(),
  /** Epoch milliseconds, by the browser's clock. */
  at: z.number().int().min(0),
  /**
   * How many it stands for (1 when absent): the shell sends the errors of an app of a few seconds
   * as one report, with the first one's message and stack.
   */
  count: z.number().int().min(1).max(maxReportCount).optional(),
  /**
   * The release the app ran at (its rollout's, GET /subApps/releases), absent for the registry
   * entry's own url. The server keeps it only if the app has published it.
   */
  release: z.string().regex(releaseVersionPattern).optional(),
});
export type SubAppReport = z.infer<typeof subAppReportSchema>;

/** Body of POST /operations/subAppReports: a batch, sent a few seconds after its first report. */
export const reportSubAppsRequestSchema = z.object({
  reports: z.array(subAppReportSchema).min(1).max(50),
});
export type ReportSubAppsRequest = z.input<typeof reportSubAppsRequestSchema>;

export const reportSubAppsAnswerSchema = z.object({
  /** Reports kept as their own, with their message and stack. */
  kept: z.number().int().min(0),
  /**
   * Reports past the user's share of the minute for their app: their counts are added to the
   * user's report of that kind, their messages not kept.
   */
  folded: z.number().int().min(0),
  /**
   * Samples of what staff waited for kept for the app's timings (first mounts among them, which
   * count in its health too), within the user's share of the minute.
   */
  samples: z.number().int().min(0),
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
  kind: z.enum(['failure', 'timeout', 'error', 'crash']),
  /** How many it stands for. */
  count: z.number().int(),
  /** The username of whose shell reported it. */
  reporter: z.string().nullable(),
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

/** Users affected at which an app counts as failing (docs/sub-apps.md, "Health"). */
export const failingUsers = 2;

export const subAppHealthSchema = z.object({
  route: z.string(),
  name: z.string(),
  title: z.object({ 'zh-CN': z.string(), en: z.string() }),
  url: z.string().nullable(),
  enabled: z.boolean(),
  ownerTeam: z.string().nullable(),
  contact: z.string().nullable(),
  /** Every count is what was reported, each report counted as many as it stands for. */
  mounts: z.number().int(),
  failures: z.number().int(),
  timeouts: z.number().int(),
  errors: z.number().int(),
  crashes: z.number().int(),
  /** Users who reported anything of it. */
  users: z.number().int(),
  /** Users whose newest load failed, timed out or crashed (none mounted it since). */
  usersAffected: z.number().int(),
  /** Of them, those whose newest load crashed. */
  usersCrashed: z.number().int(),
  /** Users who reported errors. */
  usersWithErrors: z.number().int(),
  /**
   * Failed and timed-out loads over every load, each user's share first, then their mean: one
   * user's many loads weigh as much as another's one. Null with no load.
   */
  failureRate: z.number().min(0).max(1).nullable(),
  /** First-mount times, each user's weighing as one in all. */
  firstMountP50Ms: z.number().nullable(),
  firstMountP95Ms: z.number().nullable(),
  /** Newest first, each user's newest before anyone's second: at most five. */
  lastProblems: z.array(reportedProblemSchema).max(5),
  check: urlCheckSchema,
  /**
   * `failing`: its url check fails, or `failingUsers` users or more are affected; `crashed`:
   * fewer, and one of them saw it crash; `unconfirmed`: fewer, whose loads failed; `disabled`:
   * its entry is off; else `ok`. One user alone never makes an app `failing`.
   */
  status: z.enum(['ok', 'unconfirmed', 'crashed', 'failing', 'disabled']),
});
export type SubAppHealth = z.infer<typeof subAppHealthSchema>;

export const subAppHealthAnswerSchema = z.object({
  /** ISO 8601, UTC. */
  generatedAt: z.string(),
  apps: z.array(subAppHealthSchema),
});
export type SubAppHealthAnswer = z.infer<typeof subAppHealthAnswerSchema>;

/** Query of GET /operations/feedback: a page, newest first, handled ones on request. */
export const listFeedbackQuerySchema = pageQuerySchema.extend({
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
  /** The screenshot's size; the screenshot itself is GET /operations/feedback/screenshot's. */
  screenshotBytes: z.number().int(),
  logEntries: z.array(feedbackLogEntrySchema),
  browser: z.string(),
  status: feedbackStatusSchema,
  /** The administrator who took it (or handled it untaken). */
  assigneeId: z.number().int().nullable(),
  assignee: z.string().nullable(),
  /** ISO 8601, UTC; null while nobody took it. */
  assignedAt: z.string().nullable(),
  /** ISO 8601, UTC; null while not handled. */
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const listFeedbackAnswerSchema = pageSchema(feedbackItemSchema).extend({
  /** Not handled, of all kept. */
  unhandled: z.number().int(),
});
export type ListFeedbackAnswer = z.infer<typeof listFeedbackAnswerSchema>;

/** Query of GET /operations/feedback/screenshot: one feedback's. */
export const feedbackScreenshotQuerySchema = z.object({
  id: z.coerce.number().int().min(1),
});
export type FeedbackScreenshotQuery = z.input<typeof feedbackScreenshotQuerySchema>;

export const feedbackScreenshotSchema = z.object({
  /** A data URL. */
  image: z.string(),
});
export type FeedbackScreenshot = z.infer<typeof feedbackScreenshotSchema>;

export const markFeedbackHandledRequestSchema = z.object({ id: z.number().int().min(1) });
export type MarkFeedbackHandledRequest = z.input<typeof markFeedbackHandledRequestSchema>;

/** Body of POST /operations/feedback/take: the caller becomes its handler. */
export const takeFeedbackRequestSchema = z.object({ id: z.number().int().min(1) });
export type TakeFeedbackRequest = z.input<typeof takeFeedbackRequestSchema>;

export const feedbackTakenSchema = z.object({
  /** ISO 8601, UTC. */
  assignedAt: z.string(),
  assignee: z.string(),
});
export type FeedbackTaken = z.infer<typeof feedbackTakenSchema>;

/** The operations endpoints, served and called from these definitions. */
export const operationsEndpoints = {
  /**
   * Any signed-in user's shell; past a user's share of a minute for an app, reports add to
   * counts rather than rows.
   */
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
  /** System administrators only: an app's reports by UTC hour; 404 for a route not registered. */
  getSubAppHistory: endpoint({
    ...operationsRoutes.getSubAppHistory,
    query: subAppHistoryQuerySchema,
    answer: subAppHistoryAnswerSchema,
    failures: [400, 401, 403, 404],
  }),
  /**
   * System administrators only: an app's errors and crashes grouped by fingerprint, newest last
   * seen first; 404 for a route not registered.
   */
  getSubAppErrorGroups: endpoint({
    ...operationsRoutes.getSubAppErrorGroups,
    query: subAppErrorGroupsQuerySchema,
    answer: subAppErrorGroupsAnswerSchema,
    failures: [400, 401, 403, 404],
  }),
  /**
   * System administrators only: per app and release, the 75th percentile of what staff waited
   * for (first mount, re-show, LCP, INP, CLS) over the last `days` days.
   */
  getSubAppTimings: endpoint({
    ...operationsRoutes.getSubAppTimings,
    query: subAppTimingsQuerySchema,
    answer: subAppTimingsAnswerSchema,
    failures: [400, 401, 403],
  }),
  /** System administrators only: a page of the feedback kept, newest first, no screenshot. */
  listFeedback: endpoint({
    ...operationsRoutes.listFeedback,
    query: listFeedbackQuerySchema,
    answer: listFeedbackAnswerSchema,
    failures: [400, 401, 403],
  }),
  /** System administrators only: one feedback's screenshot; 404 for one no longer kept. */
  getFeedbackScreenshot: endpoint({
    ...operationsRoutes.getFeedbackScreenshot,
    query: feedbackScreenshotQuerySchema,
    answer: feedbackScreenshotSchema,
    failures: [400, 401, 403, 404],
  }),
  /**
   * System administrators only: the caller takes the feedback (from whoever had it); 404 for one
   * no longer kept, 409 for one handled.
   */
  takeFeedback: endpoint({
    ...operationsRoutes.takeFeedback,
    body: takeFeedbackRequestSchema,
    answer: feedbackTakenSchema,
    failures: [400, 401, 403, 404, 409],
  }),
  /** System administrators only; 404 for a feedback no longer kept. */
  markFeedbackHandled: endpoint({
    ...operationsRoutes.markFeedbackHandled,
    body: markFeedbackHandledRequestSchema,
    answer: z.object({ handledAt: z.string() }),
    failures: [400, 401, 403, 404],
  }),
  /** System administrators only: the alert rules, oldest first, with how their alerts fared. */
  listAlertRules: endpoint({
    ...operationsRoutes.listAlertRules,
    answer: alertRulesAnswerSchema,
    failures: [401, 403],
  }),
  /**
   * System administrators only: a rule posting to a webhook; 404 for a route not registered, 409
   * past `maxAlertRules`.
   */
  createAlertRule: endpoint({
    ...operationsRoutes.createAlertRule,
    body: createAlertRuleRequestSchema,
    answer: alertRuleSchema,
    failures: [400, 401, 403, 404, 409],
  }),
  /** System administrators only: the rule goes, with its incidents and posts; 404 for none. */
  deleteAlertRule: endpoint({
    ...operationsRoutes.deleteAlertRule,
    body: deleteAlertRuleRequestSchema,
    answer: z.object({ deleted: z.literal(true) }),
    failures: [400, 401, 403, 404],
  }),
};
