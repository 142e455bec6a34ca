import type { NoticeListQuery, Page, Notice } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { resolveCurrentFirm } from '../upms/resolve-current-firm';

/** A page of the announcements of the caller's firm (GET /uniHome/notices/list). */
export async function listNotices(
  caller: Caller,
  { pageNum, pageSize, keyword }: NoticeListQuery,
  {
    colleagues,
    memberships,
    notices,
  }: Pick<Repositories, 'colleagues' | 'memberships' | 'notices'>,
): Promise<Page<Notice>> {
  const { firmId } = await resolveCurrentFirm(caller, { colleagues, memberships });
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
