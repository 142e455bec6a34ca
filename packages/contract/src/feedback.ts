import { z } from 'zod';
import { endpoint } from './endpoint';
import { feedbackRoutes } from './routes/feedback';
import { multilineTextSchema, plainTextSchema } from './text';

/** The largest screenshot taken, as a data URL: about 1.1 MB of JPEG. */
export const maxFeedbackImageLength = 1_500_000;

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

/** The feedback endpoints, served and called from these definitions. */
export const feedbackEndpoints = {
  /** Keeps a user's feedback for the operations team; 413 for a body over the size limit. */
  sendFeedback: endpoint({
    ...feedbackRoutes.sendFeedback,
    body: sendFeedbackRequestSchema,
    answer: feedbackReceiptSchema,
    failures: [400, 401, 413],
  }),
};
