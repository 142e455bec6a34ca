import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type MessageRepository = ReturnType<typeof createMessageRepository>;

export type MessageListOptions = {
  recipientId: number;
  /** The firm the recipient works in: its messages and those of no firm. */
  firmId: number;
  isRead: boolean | undefined;
  pageNum: number;
  pageSize: number;
};

/** The `firm_key` of the counts of messages of no firm, which show in every firm. */
const noFirm = 0;

export function createMessageRepository(db: Kysely<Database>) {
  /** The recipient's messages shown in a firm: that firm's, and those of no firm. */
  const shownTo = (recipientId: number, firmId: number) =>
    db
      .selectFrom('messages')
      .where('recipient_user_id', '=', recipientId)
      .where((eb) => eb.or([eb('firm_id', 'is', null), eb('firm_id', '=', firmId)]));
  const ofRecipient = (recipientId: number, firmId: number, isRead: boolean | undefined) => {
    let query = shownTo(recipientId, firmId);
    if (isRead !== undefined) query = query.where('read_at', isRead ? 'is not' : 'is', null);
    return query;
  };

  return {
    /**
     * A page of the recipient's messages shown in the firm, newest first, and how many there are:
     * the count the database keeps (`message_counts`, migration 0038), as counting them read
     * every message the recipient ever had (decision 0022).
     */
    listForRecipient: async ({
      recipientId,
      firmId,
      isRead,
      pageNum,
      pageSize,
    }: MessageListOptions) => {
      const rows = await ofRecipient(recipientId, firmId, isRead)
        .select(['id', 'title', 'content', 'sender', 'send_time', 'link', 'read_at'])
        .orderBy('send_time', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute();
      const counts = await db
        .selectFrom('message_counts')
        .select((eb) => [eb.fn.sum('total').as('total'), eb.fn.sum('unread').as('unread')])
        .where('recipient_user_id', '=', recipientId)
        .where('firm_key', 'in', [noFirm, firmId])
        .executeTakeFirstOrThrow();
      const [total, unread] = [Number(counts.total ?? 0), Number(counts.unread ?? 0)];
      return { rows, total: isRead === undefined ? total : isRead ? total - unread : unread };
    },

    /** Whether the message is the recipient's and shown in the firm. */
    existsForRecipient: async (messageId: number, recipientId: number, firmId: number) =>
      (await shownTo(recipientId, firmId)
        .select('id')
        .where('id', '=', messageId)
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
