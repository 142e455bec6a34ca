import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const image = 'data:image/png;base64,iVBORw0KGgo=';

async function sendFeedback(app: FastifyInstance, { authorization }: SignedIn, comment: string) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/feedback/submit',
    headers: { authorization, 'user-agent': chrome },
    payload: { comment, image, page: 'http://x/main/wel/index', subApp: null, logEntries: [] },
  });
  expect(sent.statusCode).toBe(200);
  return sent.json().data.id as number;
}

function asAdmin(app: FastifyInstance, admin: SignedIn) {
  return {
    list: async (query = '') => {
      const response = await app.inject({
        url: `/api/operations/feedback${query}`,
        headers: { authorization: admin.authorization },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    },
    post: (action: 'take' | 'handled', id: number) =>
      app.inject({
        method: 'POST',
        url: `/api/operations/feedback/${action}`,
        headers: { authorization: admin.authorization, 'accept-language': 'en' },
        payload: { id },
      }),
    screenshot: (id: number) =>
      app.inject({
        url: `/api/operations/feedback/screenshot?id=${id}`,
        headers: { authorization: admin.authorization },
      }),
  };
}

describe('GET /api/operations/feedback', () => {
  it('lists a page of what users sent, newest first, without the screenshots', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    for (const comment of ['第一条', '第二条', '第三条'])
      await sendFeedback(app, zhangsan, comment);
    const admin = asAdmin(app, await signIn(app, 'sysadmin'));

    const first = await admin.list('?pageSize=2');
    expect(first).toMatchObject({ total: 3, unhandled: 3, pageNum: 1, pageSize: 2 });
    expect(first.records.map((item: { comment: string }) => item.comment)).toEqual([
      '第三条',
      '第二条',
    ]);
    expect(first.records[0]).toMatchObject({
      username: 'zhangsan',
      screenshotBytes: image.length,
      status: 'received',
      assignee: null,
      handledAt: null,
    });
    expect(first.records[0]).not.toHaveProperty('image');
    expect(JSON.stringify(first)).not.toContain('base64');

    const second = await admin.list('?pageSize=2&pageNum=2');
    expect(second.records.map((item: { comment: string }) => item.comment)).toEqual(['第一条']);
  });

  it('answers each screenshot on its own', async () => {
    const app = await buildTestApp();
    const id = await sendFeedback(app, await signIn(app), '截图');
    const admin = asAdmin(app, await signIn(app, 'sysadmin'));

    const response = await admin.screenshot(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ image });
    expect((await admin.screenshot(999_999)).statusCode).toBe(404);
  });

  it('is for system administrators only', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const id = await sendFeedback(app, zhangsan, '我的');
    for (const url of [
      '/api/operations/feedback',
      `/api/operations/feedback/screenshot?id=${id}`,
    ]) {
      const response = await app.inject({
        url,
        headers: { authorization: zhangsan.authorization },
      });
      expect(response.statusCode, url).toBe(403);
    }
    const take = await app.inject({
      method: 'POST',
      url: '/api/operations/feedback/take',
      headers: { authorization: zhangsan.authorization },
      payload: { id },
    });
    expect(take.statusCode).toBe(403);
  });
});

describe('POST /api/operations/feedback/take and /handled', () => {
  it('gives the feedback a handler, then marks it handled once, recorded in the audit trail', async () => {
    const app = await buildTestApp();
    const id = await sendFeedback(app, await signIn(app), '报表乱码');
    const sysadmin = await signIn(app, 'sysadmin');
    const admin = asAdmin(app, sysadmin);

    const taken = await admin.post('take', id);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data).toMatchObject({ assignee: '系统管理员' });
    expect((await admin.list()).records[0]).toMatchObject({
      status: 'inProgress',
      assigneeId: sysadmin.userId,
      assignee: '系统管理员',
    });

    expect((await admin.post('handled', id)).statusCode).toBe(200);
    expect((await admin.post('handled', id)).statusCode).toBe(200);
    expect((await admin.post('handled', 999_999)).statusCode).toBe(404);
    const refused = await admin.post('take', id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('This feedback is already handled');
    expect((await admin.post('take', 999_999)).statusCode).toBe(404);
    const audited = await app.db
      .selectFrom('audit_events')
      .select(['event', 'object_id', 'user_id'])
      .where('event', 'in', ['feedback.take', 'feedback.handled'])
      .orderBy('id')
      .execute();
    // A take refused (handled already) changed nothing: only the first is recorded.
    expect(audited).toEqual([
      { event: 'feedback.take', object_id: String(id), user_id: sysadmin.userId },
      { event: 'feedback.handled', object_id: String(id), user_id: sysadmin.userId },
    ]);

    expect(await admin.list()).toMatchObject({ records: [], total: 0, unhandled: 0 });
    const all = await admin.list('?includeHandled=true');
    expect(all.records[0]).toMatchObject({
      status: 'handled',
      assignee: '系统管理员',
      handledBy: '系统管理员',
    });
    expect(all.records[0].handledAt).not.toBeNull();
  });

  it('makes whoever handles an untaken feedback its handler', async () => {
    const app = await buildTestApp();
    const id = await sendFeedback(app, await signIn(app), '直接处理');
    const sysadmin = await signIn(app, 'sysadmin');
    const admin = asAdmin(app, sysadmin);

    expect((await admin.post('handled', id)).statusCode).toBe(200);

    expect((await admin.list('?includeHandled=true')).records[0]).toMatchObject({
      status: 'handled',
      assigneeId: sysadmin.userId,
    });
  });
});
