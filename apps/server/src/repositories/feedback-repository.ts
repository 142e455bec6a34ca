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

    /** The newest feedback, at most `limit`, with who sent it, who handled it and from which firm. */
    list: ({ includeHandled, limit }: { includeHandled: boolean; limit: number }) => {
      let query = db
        .selectFrom('feedback')
        .innerJoin('users as sender', 'sender.id', 'feedback.user_id')
        .leftJoin('firms', 'firms.id', 'feedback.firm_id')
        .leftJoin('users as handler', 'handler.id', 'feedback.handled_by')
        .select([
          'feedback.id',
          'feedback.created_at',
          'sender.username',
          'sender.display_name',
          'firms.firm_name',
          'feedback.page',
          'feedback.sub_app',
          'feedback.comment',
          'feedback.image',
          'feedback.log_entries',
          'feedback.user_agent',
          'feedback.handled_at',
          'handler.display_name as handled_by',
        ])
        .orderBy('feedback.id', 'desc')
        .limit(limit);
      if (!includeHandled) query = query.where('feedback.handled_at', 'is', null);
      return query.execute();
    },

    countUnhandled: async () => {
      const row = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('handled_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Marks a feedback handled, once: whether it did, found it handled, or found none. */
    markHandled: async (id: number, { userId, at }: { userId: number; at: Date }) => {
      const result = await db
        .updateTable('feedback')
        .set({ handled_at: at.toISOString(), handled_by: userId })
        .where('id', '=', id)
        .where('handled_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return 'handled';
      const kept = await db
        .selectFrom('feedback')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return kept === undefined ? 'notFound' : 'alreadyHandled';
    },
  };
}
