import { z } from 'zod';
import { endpoint } from './endpoint';
import { feedbackRoutes } from './routes/feedback';
import { multilineTextSchema, plainTextSchema } from './text';

/** The largest screenshot taken, as a data URL: about 1.1 MB of JPEG. */
export const maxFeedbackImageLength = 1_500_000;

/**
 * What one user may send (docs/security.md, "Feedback"): so many feedback an hour, and so many
 * bytes (screenshot, comment and log, as sent) in any 24 hours. Beyond either, 429.
 */
export const feedbackQuota = { perHour: 10, bytesPerDay: 8_000_000 } as const;

/**
 * Where a feedback stands, as its sender and operations see it: `received` (nobody has taken
 * it), `inProgress` (an administrator took it), `handled`.
 */
export const feedbackStatusSchema = z.enum(['received', 'inProgress', 'handled']);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** One entry of the shell's local log sent with feedback: what failed, where, when. */
export const feedbackLogEntrySchema = z.object({
  /** Epoch milliseconds. */
  time: z.number().int().min(0),
  type: plainTextSchema(32),
  message: multilineTextSchema(1000),
  /** The page or resource, without its query. */
  url: z.string().max(2000),
});
export type FeedbackLogEntry = z.infer<typeof feedbackLogEntrySchema>;

/** Body of POST /feedback/submit: a screenshot and a comment, with where the user was. */
export const sendFeedbackRequestSchema = z.object({
  comment: multilineTextSchema(500).pipe(z.string().trim().min(1)),
  image: z
    .string()
    .max(maxFeedbackImageLength)
    .regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+=*$/, 'expected a JPEG or PNG data URL'),
  /** The shell's address when the screenshot was taken, without its query. */
  page: z.string().max(2000),
  /** The sub-application on screen, by its registry name; null on a page of the shell. */
  subApp: plainTextSchema(64).nullable(),
  /** The newest entries of the local log, at most 20. */
  logEntries: z.array(feedbackLogEntrySchema).max(20),
});
export type SendFeedbackRequest = z.input<typeof sendFeedbackRequestSchema>;

/** What the server answers: the feedback's number, for the user to quote. */
export const feedbackReceiptSchema = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  receivedAt: z.string(),
});
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;

/** One feedback of the caller's, as they follow it: never the screenshot. */
export const myFeedbackSchema = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** The comment's first 100 characters. */
  comment: z.string(),
  status: feedbackStatusSchema,
  /** The administrator who took or handled it; null while received. */
  handler: z.string().nullable(),
  /** ISO 8601, UTC: when it reached its status. */
  statusAt: z.string(),
});
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

/** What the caller's quota leaves them now. */
export const feedbackAllowanceSchema = z.object({
  /** Feedback they may still send in this hour. */
  leftThisHour: z.number().int().min(0),
  /** Bytes they may still send in these 24 hours. */
  bytesLeftToday: z.number().int().min(0),
});
export type FeedbackAllowance = z.infer<typeof feedbackAllowanceSchema>;

/** Answer of GET /feedback/mine: the caller's newest feedback and what their quota leaves. */
export const myFeedbackAnswerSchema = z.object({
  /** Newest first, at most 10. */
  items: z.array(myFeedbackSchema).max(10),
  allowance: feedbackAllowanceSchema,
});
export type MyFeedbackAnswer = z.infer<typeof myFeedbackAnswerSchema>;

/** The feedback endpoints, served and called from these definitions. */
export const feedbackEndpoints = {
  /**
   * Keeps a user's feedback for the operations team; 413 for a body over the size limit, 429
   * past the user's quota (`feedbackQuota`).
   */
  sendFeedback: endpoint({
    ...feedbackRoutes.sendFeedback,
    body: sendFeedbackRequestSchema,
    answer: feedbackReceiptSchema,
    failures: [400, 401, 413, 429],
  }),
  /** The caller's own newest feedback, where each stands, and what their quota leaves. */
  listMyFeedback: endpoint({
    ...feedbackRoutes.listMyFeedback,
    answer: myFeedbackAnswerSchema,
    failures: [401],
  }),
};
