import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { chooseFirm, firmIdOf, userIdOf } from '../../testing/demo-lookups';

async function noticeOf(app: FastifyInstance, firmNo: string, title = '国庆节放假安排') {
  const { id } = await app.db
    .selectFrom('notices')
    .select('notices.id')
    .where('firm_id', '=', await firmIdOf(app, firmNo))
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return id;
}

async function unreadMessageOf(app: FastifyInstance, username: string) {
  const { id } = await app.db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.recipient_user_id')
    .select('messages.id')
    .where('users.username', '=', username)
    .where('messages.read_at', 'is', null)
    .orderBy('messages.id')
    .executeTakeFirstOrThrow();
  return id;
}

const form = (fields: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  payload: new URLSearchParams(fields).toString(),
});

async function saveStatus(
  app: FastifyInstance,
  authorization: string,
  fields: Record<string, string>,
) {
  const { payload, ...headers } = form(fields);
  return app.inject({
    method: 'POST',
    url: '/api/uniHome/save/status',
    headers: { authorization, ...headers },
    payload,
  });
}

describe('GET /api/uniHome/notices/list', () => {
  it("lists the notices of the caller's firm, pinned first, then newest first", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const response = await app.inject({
      url: '/api/uniHome/notices/list?pageNum=1&pageSize=10',
      headers: { authorization },
    });

    expect(response.statusCode).toBe(200);
    const { code, data } = response.json();
    expect(code).toBe(0);
    // The six notices of every firm and the three of firm 1001's own.
    expect(data.total).toBe(9);
    expect(data.pageNum).toBe(1);
    expect(data.pageSize).toBe(10);
    expect(data.records[0]).toEqual({
      id: expect.any(Number),
      title: '关于开展年度合规培训的通知',
      content: expect.any(String),
      publisher: '合规管理部',
      publishTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isTop: true,
      isRead: true,
    });
    const rest = data.records.slice(1) as { publishTime: string; isTop: boolean }[];
    expect(rest.every((notice) => !notice.isTop)).toBe(true);
    const times = rest.map((notice) => notice.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(data.records.filter((notice: { isRead: boolean }) => notice.isRead)).toHaveLength(2);
  });

  it('pages, and finds by a keyword in the title or content', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const page2 = await app.inject({
      url: '/api/uniHome/notices/list?pageNum=2&pageSize=4',
      headers: { authorization },
    });
    expect(page2.json().data).toMatchObject({ total: 9, pageNum: 2, pageSize: 4 });
    expect(page2.json().data.records).toHaveLength(4);

    const found = await app.inject({
      url: `/api/uniHome/notices/list?keyword=${encodeURIComponent('放假')}`,
      headers: { authorization },
    });
    expect(found.json().data.records.map((notice: { title: string }) => notice.title)).toEqual([
      '国庆节放假安排',
    ]);

    const wildcard = await app.inject({
      url: '/api/uniHome/notices/list?keyword=%25',
      headers: { authorization },
    });
    expect(wildcard.json().data).toMatchObject({ records: [], total: 0 });
  });

  it('shows the notices of the firm chosen for the session, and no other', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'zhangsan');
    const firmId = await firmIdOf(app, '1002');
    await app.inject({
      method: 'POST',
      url: `/api/upms/role/choose?firmId=${firmId}&userId=${userId}`,
      headers: { authorization },
    });
    const response = await app.inject({
      url: '/api/uniHome/notices/list?pageSize=100',
      headers: { authorization },
    });
    const ids = response.json().data.records.map((notice: { id: number }) => notice.id);
    const firmNotices = await app.db
      .selectFrom('notices')
      .select('id')
      .where('firm_id', '=', firmId)
      .execute();
    expect(ids.sort()).toEqual(firmNotices.map((notice) => notice.id).sort());
  });

  it('names a bad paging or keyword field with 400', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const cases = [
      ['pageSize=1000', '参数 pageSize 无效'],
      ['pageSize=0', '参数 pageSize 无效'],
      ['pageNum=abc', '参数 pageNum 无效'],
      ['pageNum=1.5', '参数 pageNum 无效'],
      [`keyword=${'x'.repeat(65)}`, '参数 keyword 无效'],
    ];
    for (const [query, msg] of cases) {
      const response = await app.inject({
        url: `/api/uniHome/notices/list?${query}`,
        headers: { authorization },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ code: 1, msg, data: null });
    }
  });
});

describe('GET /api/uniHome/page/message/list', () => {
  it("lists the caller's messages newest first, and filters by read status", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const all = await app.inject({
      url: '/api/uniHome/page/message/list?pageNum=1&pageSize=20',
      headers: { authorization },
    });
    expect(all.statusCode).toBe(200);
    const { data } = all.json();
    // In firm 1001: two messages of no firm, three of the firm's and four of zhangsan's there.
    expect(data.total).toBe(9);
    expect(data.records[0]).toEqual({
      id: expect.any(Number),
      title: '绩效考核结果确认',
      content: expect.any(String),
      sender: '人力资源部',
      sendTime: expect.stringMatching(/^\d{4}-/),
      status: 'unread',
      link: '/kpi/score/confirm',
    });
    const times = data.records.map((message: { sendTime: string }) => message.sendTime);
    expect(times).toEqual([...times].sort().reverse());

    const unread = await app.inject({
      url: '/api/uniHome/page/message/list?status=unread',
      headers: { authorization },
    });
    const read = await app.inject({
      url: '/api/uniHome/page/message/list?status=read',
      headers: { authorization },
    });
    expect(unread.json().data.total).toBe(5);
    expect(read.json().data.total).toBe(4);
    expect(
      read.json().data.records.every((message: { status: string }) => message.status === 'read'),
    ).toBe(true);
  });

  it('shows the messages of the firm chosen for the session and those of no firm', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    const list = async (query = '') =>
      (
        await app.inject({
          url: `/api/uniHome/page/message/list?pageSize=100${query}`,
          headers: { authorization: zhangsan.authorization },
        })
      ).json().data as { records: { id: number; title: string }[]; total: number };
    const firmsOf = async (page: { records: { id: number }[] }) =>
      (
        await app.db
          .selectFrom('messages')
          .select('firm_id')
          .where(
            'id',
            'in',
            page.records.map((message) => message.id),
          )
          .execute()
      ).map((message) => message.firm_id);

    const in1001 = await list();
    await chooseFirm(app, zhangsan, '1002');
    const in1002 = await list();
    const firm1001 = await firmIdOf(app, '1001');
    const firm1002 = await firmIdOf(app, '1002');
    expect(new Set(await firmsOf(in1001))).toEqual(new Set([null, firm1001]));
    expect(new Set(await firmsOf(in1002))).toEqual(new Set([null, firm1002]));
    expect(in1002.total).toBe(5);
    expect((await list('&status=unread')).total).toBe(2);
    const titles = (page: { records: { title: string }[] }) => page.records.map((m) => m.title);
    expect(titles(in1001)).toContain('密码即将过期');
    expect(titles(in1002)).toContain('密码即将过期');
    expect(titles(in1002)).not.toContain('付款申请已提交');
  });

  it("never shows another user's messages", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const lisiMessage = await unreadMessageOf(app, 'lisi');
    const response = await app.inject({
      url: '/api/uniHome/page/message/list?pageSize=100',
      headers: { authorization },
    });
    const ids = response.json().data.records.map((message: { id: number }) => message.id);
    expect(ids).not.toContain(lisiMessage);
  });

  it('names a bad status or page size with 400', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const status = await app.inject({
      url: '/api/uniHome/page/message/list?status=maybe',
      headers: { authorization, 'accept-language': 'en' },
    });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual({ code: 1, msg: 'Invalid value for field status', data: null });
    const size = await app.inject({
      url: '/api/uniHome/page/message/list?pageSize=101',
      headers: { authorization },
    });
    expect(size.json()).toEqual({ code: 1, msg: '参数 pageSize 无效', data: null });
  });
});

describe('POST /api/uniHome/save/status', () => {
  it('marks one of the caller’s messages read, from a form body', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const id = await unreadMessageOf(app, 'zhangsan');
    const response = await saveStatus(app, authorization, {
      id: String(id),
      type: 'message',
      status: 'read',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      msg: '',
      data: { id, type: 'message', status: 'read' },
    });
    const row = await app.db
      .selectFrom('messages')
      .select('read_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.read_at).not.toBeNull();
  });

  it('marks a message unread again', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const id = await unreadMessageOf(app, 'zhangsan');
    await saveStatus(app, authorization, { id: String(id), type: 'message' });
    const response = await saveStatus(app, authorization, {
      id: String(id),
      type: 'message',
      status: 'unread',
    });
    expect(response.json().data.status).toBe('unread');
    const row = await app.db
      .selectFrom('messages')
      .select('read_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
  });

  it('marks a notice read for the caller only', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    const lisi = await signIn(app, 'lisi');
    const id = await noticeOf(app, '1001');
    const response = await saveStatus(app, zhangsan.authorization, {
      id: String(id),
      type: 'notice',
    });
    expect(response.json().data).toEqual({ id, type: 'notice', status: 'read' });

    const isReadFor = async (authorization: string) => {
      const list = await app.inject({
        url: '/api/uniHome/notices/list?pageSize=100',
        headers: { authorization },
      });
      return list.json().data.records.find((notice: { id: number }) => notice.id === id).isRead;
    };
    expect(await isReadFor(zhangsan.authorization)).toBe(true);
    expect(await isReadFor(lisi.authorization)).toBe(false);
  });

  it('keeps one read, and the first read time, when the same notice is marked at once', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const id = await noticeOf(app, '1001');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        saveStatus(app, authorization, { id: String(id), type: 'notice' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const reads = await app.db
      .selectFrom('notice_reads')
      .select('user_id')
      .where('notice_id', '=', id)
      .execute();
    expect(reads).toHaveLength(1);
  });

  it('answers 404 for a message of another firm of the caller, and leaves it unread', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const { id } = await app.db
      .selectFrom('messages')
      .select('id')
      .where('recipient_user_id', '=', await userIdOf(app, 'zhangsan'))
      .where('firm_id', '=', await firmIdOf(app, '1002'))
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    const response = await saveStatus(app, authorization, { id: String(id), type: 'message' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '消息不存在', data: null });
    const row = await app.db
      .selectFrom('messages')
      .select('read_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
  });

  it("answers 404 for another user's message, and leaves it unread", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const id = await unreadMessageOf(app, 'lisi');
    const response = await saveStatus(app, authorization, { id: String(id), type: 'message' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '消息不存在', data: null });
    const row = await app.db
      .selectFrom('messages')
      .select('read_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
  });

  it('answers 404 for a notice of a firm the caller is not in, as for no notice at all', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const readsBefore = await app.db.selectFrom('notice_reads').selectAll().execute();
    const otherFirm = await saveStatus(app, authorization, {
      id: String(await noticeOf(app, '1002')),
      type: 'notice',
    });
    const missing = await saveStatus(app, authorization, { id: '999999', type: 'notice' });
    expect(otherFirm.statusCode).toBe(404);
    expect(otherFirm.json()).toEqual(missing.json());
    expect(await app.db.selectFrom('notice_reads').selectAll().execute()).toEqual(readsBefore);
  });

  it('names a missing or bad field with 400 and changes nothing', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const id = String(await unreadMessageOf(app, 'zhangsan'));
    const cases: [Record<string, string>, string][] = [
      [{ type: 'message' }, '缺少参数 id'],
      [{ id }, '缺少参数 type'],
      [{ id: 'abc', type: 'message' }, '参数 id 无效'],
      [{ id: '99999999999', type: 'message' }, '参数 id 无效'],
      [{ id, type: 'letter' }, '参数 type 无效'],
      [{ id, type: 'message', status: 'deleted' }, '参数 status 无效'],
    ];
    for (const [fields, msg] of cases) {
      const response = await saveStatus(app, authorization, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toEqual({ code: 1, msg, data: null });
    }
    const row = await app.db
      .selectFrom('messages')
      .select('read_at')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
  });
});
