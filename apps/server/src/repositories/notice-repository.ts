import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { containsText } from './text-search';

export type NoticeRepository = ReturnType<typeof createNoticeRepository>;

export type NoticeListOptions = {
  firmId: number;
  readerId: number;
  keyword: string | undefined;
  pageNum: number;
  pageSize: number;
};

export function createNoticeRepository(db: Kysely<Database>) {
  const ofFirm = (firmId: number, keyword: string | undefined) => {
    let query = db.selectFrom('notices').where('notices.firm_id', '=', firmId);
    if (keyword) {
      query = query.where((eb) =>
        eb.or([
          containsText(eb.ref('notices.title'), keyword),
          containsText(eb.ref('notices.content'), keyword),
        ]),
      );
    }
    return query;
  };

  return {
    /** A page of the firm's notices, pinned first, then newest first, with the reader's reads. */
    listForFirm: async ({ firmId, readerId, keyword, pageNum, pageSize }: NoticeListOptions) => {
      const rows = await ofFirm(firmId, keyword)
        .leftJoin('notice_reads', (join) =>
          join
            .onRef('notice_reads.notice_id', '=', 'notices.id')
            .on('notice_reads.user_id', '=', readerId),
        )
        .select([
          'notices.id',
          'notices.title',
          'notices.content',
          'notices.publisher',
          'notices.publish_time',
          'notices.is_top',
          'notice_reads.read_at',
        ])
        .orderBy('notices.is_top', 'desc')
        .orderBy('notices.publish_time', 'desc')
        .orderBy('notices.id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute();
      const { count } = await ofFirm(firmId, keyword)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count) };
    },

    existsInFirm: async (noticeId: number, firmId: number) =>
      (await db
        .selectFrom('notices')
        .select('id')
        .where('id', '=', noticeId)
        .where('firm_id', '=', firmId)
        .executeTakeFirst()) !== undefined,

    /** Idempotent: reading twice (or at once) keeps the first read time. */
    markRead: async (noticeId: number, userId: number, now: Date) => {
      await db
        .insertInto('notice_reads')
        .values({ notice_id: noticeId, user_id: userId, read_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['notice_id', 'user_id']).doNothing())
        .execute();
    },

    markUnread: async (noticeId: number, userId: number) => {
      await db
        .deleteFrom('notice_reads')
        .where('notice_id', '=', noticeId)
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
