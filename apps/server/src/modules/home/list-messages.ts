import type { Message, MessageListQuery, Page } from '@portal/contract';
import type { MessageRepository } from '../../repositories/message-repository';
import type { Caller } from '../../plugins/app/authentication';

/**
 * A page of the caller's own messages shown in their current firm: that firm's and those of no
 * firm (GET /uniHome/page/message/list).
 */
export async function listMessages(
  caller: Caller,
  { pageNum, pageSize, status }: MessageListQuery,
  messages: MessageRepository,
): Promise<Page<Message>> {
  const { firmId } = await caller.currentFirm();
  const { rows, total } = await messages.listForRecipient({
    recipientId: caller.userId,
    firmId,
    isRead: status === undefined ? undefined : status === 'read',
    pageNum,
    pageSize,
  });
  return {
    records: rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      sender: row.sender,
      sendTime: row.send_time,
      status: row.read_at === null ? 'unread' : 'read',
      link: row.link,
    })),
    total,
    pageNum,
    pageSize,
  };
}
