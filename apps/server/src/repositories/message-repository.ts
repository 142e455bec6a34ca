import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type MessageRepository = ReturnType<typeof createMessageRepository>;

export type MessageListOptions = {
  recipientId: number;
  isRead: boolean | undefined;
  pageNum: number;
  pageSize: number;
};

export function createMessageRepository(db: Kysely<Database>) {
  const ofRecipient = (recipientId: number, isRead: boolean | undefined) => {
    let query = db.selectFrom('messages').where('recipient_user_id', '=', recipientId);
    if (isRead !== undefined) query = query.where('read_at', isRead ? 'is not' : 'is', null);
    return query;
  };

  return {
    /** A page of the recipient's messages, newest first. */
    listForRecipient: async ({ recipientId, isRead, pageNum, pageSize }: MessageListOptions) => {
      const rows = await ofRecipient(recipientId, isRead)
        .select(['id', 'title', 'content', 'sender', 'send_time', 'link', 'read_at'])
        .orderBy('send_time', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute();
      const { count } = await ofRecipient(recipientId, isRead)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count) };
    },

    existsForRecipient: async (messageId: number, recipientId: number) =>
      (await db
        .selectFrom('messages')
        .select('id')
        .where('id', '=', messageId)
        .where('recipient_user_id', '=', recipientId)
        .executeTakeFirst()) !== undefined,

    /** Idempotent: an already-read message keeps its first read time. */
    markRead: async (messageId: number, recipientId: number, now: Date) => {
      await db
        .updateTable('messages')
        .set({ read_at: now.toISOString() })
        .where('id', '=', messageId)
        .where('recipient_user_id', '=', recipientId)
        .where('read_at', 'is', null)
        .execute();
    },

    markUnread: async (messageId: number, recipientId: number) => {
      await db
        .updateTable('messages')
        .set({ read_at: null })
        .where('id', '=', messageId)
        .where('recipient_user_id', '=', recipientId)
        .execute();
    },
  };
}
