import { z } from 'zod';
import { endpoint } from './endpoint';
import { recordIdSchema } from './ids';
import { keywordSchema, pageQuerySchema, pageSchema } from './paging';
import { homeRoutes } from './routes/home';

/** Query of GET /uniHome/notices/list. */
export const noticeListQuerySchema = pageQuerySchema.extend({ keyword: keywordSchema });
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;

/** An announcement of the caller's firm, with whether the caller has read it. */
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publisher: z.string(),
  /** ISO 8601, UTC. */
  publishTime: z.string(),
  isTop: z.boolean(),
  isRead: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticePageSchema = pageSchema(noticeSchema);

/** Read status of a message, and what POST /uniHome/save/status can set. */
export const readStatusSchema = z.enum(['read', 'unread']);
export type ReadStatus = z.infer<typeof readStatusSchema>;

/** Query of GET /uniHome/page/message/list. */
export const messageListQuerySchema = pageQuerySchema.extend({
  status: readStatusSchema.optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** A message to the caller. `link` is a shell route or sub-app route to open, if any. */
export const messageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  sender: z.string(),
  /** ISO 8601, UTC. */
  sendTime: z.string(),
  status: readStatusSchema,
  link: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = pageSchema(messageSchema);

/** Form body of POST /uniHome/save/status: mark a notice or message read (or unread). */
export const saveReadStatusBodySchema = z.object({
  id: recordIdSchema,
  type: z.enum(['notice', 'message']),
  status: readStatusSchema.default('read'),
});
export type SaveReadStatusBody = z.input<typeof saveReadStatusBodySchema>;

export const saveReadStatusResultSchema = z.object({
  id: z.number().int(),
  type: z.enum(['notice', 'message']),
  status: readStatusSchema,
});
export type SaveReadStatusResult = z.infer<typeof saveReadStatusResultSchema>;

/** The failures of every Home call: bad input, not signed in, no access. */
const homeFailures = [400, 401, 403] as const;

/** The Home module's endpoints (spec §7, Home), served and called from these definitions. */
export const homeEndpoints = {
  /** The firm's notices, pinned first, with the caller's read mark. */
  listNotices: endpoint({
    ...homeRoutes.listNotices,
    query: noticeListQuerySchema,
    answer: noticePageSchema,
    failures: homeFailures,
  }),
  /** The caller's messages in the firm, newest first. */
  listMessages: endpoint({
    ...homeRoutes.listMessages,
    query: messageListQuerySchema,
    answer: messagePageSchema,
    failures: homeFailures,
  }),
  /** Marks a notice or message read or unread; 404 for one the caller cannot see. */
  saveReadStatus: endpoint({
    ...homeRoutes.saveReadStatus,
    body: saveReadStatusBodySchema,
    answer: saveReadStatusResultSchema,
    failures: [...homeFailures, 404],
  }),
};
