import type { FeedbackLogEntry, FeedbackStatus } from '@portal/contract';
import { sql, type Kysely } from 'kysely';
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

/** What a feedback weighs against its sender's daily quota: what was sent of it. */
export const sizeOf = ({ comment, image, logEntries }: NewFeedback) =>
  image.length + comment.length + JSON.stringify(logEntries).length;

/** Where a feedback stands: handled, taken by an administrator, or only received. */
export const statusOf = (row: {
  assigned_at: string | null;
  handled_at: string | null;
}): FeedbackStatus =>
  row.handled_at !== null ? 'handled' : row.assigned_at !== null ? 'inProgress' : 'received';

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
          size_bytes: sizeOf(feedback),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The user's feedback since `since`: how many, how large in all, and when the first was. */
    usageSince: async (userId: number, since: Date) => {
      const row = await db
        .selectFrom('feedback')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.coalesce(eb.fn.sum<number | string>('size_bytes'), sql<number>`0`).as('bytes'),
          eb.fn.min('created_at').as('first_at'),
        ])
        .where('user_id', '=', userId)
        .where('created_at', '>=', since.toISOString())
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), bytes: Number(row.bytes), firstAt: row.first_at };
    },

    /**
     * A page of the feedback, newest first, with who sent it, who took and who handled it and
     * from which firm; the screenshot's size, never the screenshot.
     */
    list: ({
      includeHandled,
      limit,
      offset,
    }: {
      includeHandled: boolean;
      limit: number;
      offset: number;
    }) => {
      let query = db
        .selectFrom('feedback')
        .innerJoin('users as sender', 'sender.id', 'feedback.user_id')
        .leftJoin('firms', 'firms.id', 'feedback.firm_id')
        .leftJoin('users as assignee', 'assignee.id', 'feedback.assigned_to')
        .leftJoin('users as handler', 'handler.id', 'feedback.handled_by')
        .select((eb) => [
          'feedback.id',
          'feedback.created_at',
          'sender.username',
          'sender.display_name',
          'firms.firm_name',
          'feedback.page',
          'feedback.sub_app',
          'feedback.comment',
          eb.fn<number | string>('length', ['feedback.image']).as('screenshot_bytes'),
          'feedback.log_entries',
          'feedback.user_agent',
          'feedback.assigned_to',
          'assignee.display_name as assignee',
          'feedback.assigned_at',
          'feedback.handled_at',
          'handler.display_name as handled_by',
        ])
        .orderBy('feedback.id', 'desc')
        .limit(limit)
        .offset(offset);
      if (!includeHandled) query = query.where('feedback.handled_at', 'is', null);
      return query.execute();
    },

    /** How many the list holds, handled ones included or not. */
    count: async ({ includeHandled }: { includeHandled: boolean }) => {
      let query = db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number | string>().as('count'));
      if (!includeHandled) query = query.where('handled_at', 'is', null);
      return Number((await query.executeTakeFirstOrThrow()).count);
    },

    /** One feedback's screenshot; undefined for none kept. */
    screenshotOf: async (id: number) =>
      (await db.selectFrom('feedback').select('image').where('id', '=', id).executeTakeFirst())
        ?.image,

    /** The user's newest feedback, with where each stands and the administrators involved. */
    listOfUser: (userId: number, limit: number) =>
      db
        .selectFrom('feedback')
        .leftJoin('users as assignee', 'assignee.id', 'feedback.assigned_to')
        .leftJoin('users as handler', 'handler.id', 'feedback.handled_by')
        .select([
          'feedback.id',
          'feedback.created_at',
          'feedback.comment',
          'feedback.assigned_at',
          'assignee.display_name as assignee',
          'feedback.handled_at',
          'handler.display_name as handled_by',
        ])
        .where('feedback.user_id', '=', userId)
        .orderBy('feedback.id', 'desc')
        .limit(limit)
        .execute(),

    /** The user takes a feedback not handled (from whoever had it): whether it did, or why not. */
    take: async (id: number, { userId, at }: { userId: number; at: Date }) => {
      const result = await db
        .updateTable('feedback')
        .set({ assigned_to: userId, assigned_at: at.toISOString() })
        .where('id', '=', id)
        .where('handled_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return 'taken';
      const kept = await db
        .selectFrom('feedback')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return kept === undefined ? 'notFound' : 'handled';
    },

    /**
     * Marks a feedback handled, once, by the user, who becomes its handler unless someone took
     * it: whether it did, found it handled, or found none.
     */
    markHandled: async (id: number, { userId, at }: { userId: number; at: Date }) => {
      const result = await db
        .updateTable('feedback')
        .set((eb) => ({
          handled_at: at.toISOString(),
          handled_by: userId,
          assigned_to: eb.fn.coalesce('assigned_to', eb.val(userId)),
          assigned_at: eb.fn.coalesce('assigned_at', eb.val(at.toISOString())),
        }))
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

    countUnhandled: async () => {
      const row = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('handled_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
