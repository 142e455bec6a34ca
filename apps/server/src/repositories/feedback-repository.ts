import type { FeedbackLogEntry } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;

export type NewFeedback = {
  userId: number;
  firmId: number | null;
  createdAt: Date;
  page: string;
  subApp: string | null;
  comment: string;
  image: string;
  logEntries: FeedbackLogEntry[];
  userAgent: string;
};

export function createFeedbackRepository(db: Kysely<Database>) {
  return {
    /** Keeps a feedback; answers its id. */
    insert: async (feedback: NewFeedback) => {
      const row = await db
        .insertInto('feedback')
        .values({
          user_id: feedback.userId,
          firm_id: feedback.firmId,
          created_at: feedback.createdAt.toISOString(),
          page: feedback.page,
          sub_app: feedback.subApp,
          comment: feedback.comment,
          image: feedback.image,
          log_entries: JSON.stringify(feedback.logEntries),
          user_agent: feedback.userAgent.slice(0, 512),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
