import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { createTestClock } from '../../testing/test-clock';

const image = `data:image/jpeg;base64,${'/9j/4AAQ'.repeat(100)}`;

const feedback = {
  comment: '客户列表的筛选按钮没有反应',
  image,
  page: 'http://portal.example/main/newcrm/index?id_token=secret#top',
  subApp: 'sub-newcrm',
  logEntries: [
    {
      time: 1_795_000_000_000,
      type: 'error',
      message: 'TypeError: x is undefined',
      url: 'http://portal.example/api/crm/list?access_token=secret',
    },
  ],
};

function send(app: FastifyInstance, authorization: string | undefined, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/feedback/submit',
    headers: { ...(authorization ? { authorization } : {}), 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });
}

describe('POST /api/feedback/submit', () => {
  it('keeps the feedback with who, where and the log, never a query string, and answers its number', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'lisi');

    const response = await send(app, authorization, feedback);

    expect(response.statusCode).toBe(200);
    const { id, receivedAt } = response.json().data;
    expect(typeof receivedAt).toBe('string');
    const row = await app.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: userId,
      page: 'http://portal.example/main/newcrm/index',
      sub_app: 'sub-newcrm',
      comment: '客户列表的筛选按钮没有反应',
      image,
      handled_at: null,
    });
    expect(JSON.parse(row.log_entries)).toEqual([
      { ...feedback.logEntries[0], url: 'http://portal.example/api/crm/list' },
    ]);
    expect(JSON.stringify(row)).not.toContain('secret');
  });

  it('refuses what is not a screenshot, an empty comment or too long a log, with 400', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const cases = [
      { ...feedback, image: 'data:text/html;base64,PHNjcmlwdD4=' },
      { ...feedback, comment: '   ' },
      { ...feedback, logEntries: Array.from({ length: 21 }, () => feedback.logEntries[0]) },
    ];
    for (const payload of cases) {
      const response = await send(app, authorization, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(1);
    }
    expect(await app.db.selectFrom('feedback').select('id').execute()).toEqual([]);
  });

  it('refuses a screenshot over the size limit with 413 in the envelope', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const huge = `data:image/jpeg;base64,${'A'.repeat(1_700_000)}`;

    const response = await send(app, authorization, { ...feedback, image: huge });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 1, data: null });
  });

  it('is purged once older than FEEDBACK_RETENTION_DAYS', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({ FEEDBACK_RETENTION_DAYS: '30' }, { clock });
    const { authorization } = await signIn(app, 'lisi');
    await send(app, authorization, feedback);

    clock.advanceSeconds(30 * 86_400 + 1);
    expect(await app.retention.runIfDue()).toMatchObject({ feedback: 1 });
    expect(await app.db.selectFrom('feedback').select('id').execute()).toEqual([]);
  });
});
