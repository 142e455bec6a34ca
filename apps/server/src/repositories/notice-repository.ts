import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { prepareQuery } from './prepared-query';
import { containsPattern, containsText, type TextPattern } from './text-search';

export type NoticeRepository = ReturnType<typeof createNoticeRepository>;

export type NoticeListOptions = {
  firmId: number;
  readerId: number;
  keyword: string | undefined;
  pageNum: number;
  pageSize: number;
};

export function createNoticeRepository(db: Kysely<Database>) {
  /** The firm's notices, with the pattern in the title or content if there is one (the shape). */
  const ofFirm = (firmId: number, pattern: TextPattern | undefined) => {
    const query = db.selectFrom('notices').where('notices.firm_id', '=', firmId);
    if (pattern === undefined) return query;
    return query.where((eb) =>
      eb.or([
        containsText(eb.ref('notices.title'), pattern),
        containsText(eb.ref('notices.content'), pattern),
      ]),
    );
  };

  /** A page, pinned first, then newest first, with the reader's reads. */
  const pageQuery = (
    firmId: number,
    pattern: TextPattern | undefined,
    readerId: number,
    limit: number,
    offset: number,
  ) =>
    ofFirm(firmId, pattern)
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
      .limit(limit)
      .offset(offset);

  const countQuery = (firmId: number, pattern: TextPattern | undefined) =>
    ofFirm(firmId, pattern).select((eb) => eb.fn.countAll().as('count'));

  // Built and compiled once each, with and without a keyword, whose pattern is a value.
  const listPage = prepareQuery(
    db,
    (firmId: number, readerId: number, limit: number, offset: number) =>
      pageQuery(firmId, undefined, readerId, limit, offset),
  );
  const searchPage = prepareQuery(
    db,
    (firmId: number, pattern: TextPattern, readerId: number, limit: number, offset: number) =>
      pageQuery(firmId, pattern, readerId, limit, offset),
  );
  const listCount = prepareQuery(db, (firmId: number) => countQuery(firmId, undefined));
  const searchCount = prepareQuery(db, (firmId: number, pattern: TextPattern) =>
    countQuery(firmId, pattern),
  );

  return {
    /** A page of the firm's notices, pinned first, then newest first, with the reader's reads. */
    listForFirm: async ({ firmId, readerId, keyword, pageNum, pageSize }: NoticeListOptions) => {
      const offset = (pageNum - 1) * pageSize;
      const pattern = keyword ? containsPattern(keyword) : undefined;
      const rows = pattern
        ? await searchPage(firmId, pattern, readerId, pageSize, offset)
        : await listPage(firmId, readerId, pageSize, offset);
      const [counted] = pattern ? await searchCount(firmId, pattern) : await listCount(firmId);
      if (!counted) throw new Error('The notice count query answered no row');
      return { rows, total: Number(counted.count) };
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
