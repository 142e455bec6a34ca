import type { NoticeListQuery, Page, Notice } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

/** A page of the announcements of the caller's firm (GET /uniHome/notices/list). */
export async function listNotices(
  caller: Caller,
  { pageNum, pageSize, keyword }: NoticeListQuery,
  { notices }: Pick<Repositories, 'notices'>,
): Promise<Page<Notice>> {
  const { firmId } = await caller.currentFirm();
  const { rows, total } = await notices.listForFirm({
    firmId,
    readerId: caller.userId,
    keyword,
    pageNum,
    pageSize,
  });
  return {
    records: rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      publisher: row.publisher,
      publishTime: row.publish_time,
      isTop: row.is_top === 1,
      isRead: row.read_at !== null,
    })),
    total,
    pageNum,
    pageSize,
  };
}
