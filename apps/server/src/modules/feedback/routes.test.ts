import { feedbackQuota } from '@portal/contract';
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

  it('takes at most the hourly quota, in parallel too, and more once the hour has passed', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const { authorization } = await signIn(app, 'lisi');
    const small = { ...feedback, image: 'data:image/png;base64,iVBORw0KGgo=' };

    const burst = await Promise.all(
      Array.from({ length: 40 }, () => send(app, authorization, small)),
    );

    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(feedbackQuota.perHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - feedbackQuota.perHour);
    const refused = burst.find((response) => response.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      code: 1,
      msg: 'At most 10 feedback an hour; please try again in 60 minutes',
      data: null,
    });
    expect(await app.db.selectFrom('feedback').select('id').execute()).toHaveLength(
      feedbackQuota.perHour,
    );

    clock.advanceSeconds(3_601);
    const again = await signIn(app, 'lisi');
    expect((await send(app, again.authorization, small)).statusCode).toBe(200);
  });

  it('refuses what would take the user past the bytes of a day, in their language', async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    const large = { ...feedback, image: `data:image/jpeg;base64,${'A'.repeat(1_450_000)}` };
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await send(app, lisi.authorization, large)).statusCode);
    }
    // Five of 1.45 MB fit in 8 MB; a sixth does not, in English or (the default) Chinese.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      headers: { authorization: lisi.authorization },
      payload: large,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe(
      '24 小时内提交的反馈（含截图）最多 8 MB，提交这一条将超出限额，请稍后再试',
    );

    // Another user's quota is their own.
    const zhangsan = await signIn(app);
    expect((await send(app, zhangsan.authorization, large)).statusCode).toBe(200);
  });
});

describe('GET /api/feedback/mine', () => {
  it('shows the sender where their feedback stands and who has it, and what their quota leaves', async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    const sent = await send(app, lisi.authorization, feedback);
    const { id } = sent.json().data;
    const mine = async () =>
      (
        await app.inject({
          url: '/api/feedback/mine',
          headers: { authorization: lisi.authorization },
        })
      ).json().data;

    expect(await mine()).toMatchObject({
      items: [{ id, status: 'received', handler: null, comment: feedback.comment }],
      allowance: {
        leftThisHour: feedbackQuota.perHour - 1,
        bytesLeftToday: feedbackQuota.bytesPerDay - (await sizeKept(app, id)),
      },
    });

    const admin = await signIn(app, 'sysadmin');
    const act = (action: string) =>
      app.inject({
        method: 'POST',
        url: `/api/operations/feedback/${action}`,
        headers: { authorization: admin.authorization },
        payload: { id },
      });
    await act('take');
    expect((await mine()).items[0]).toMatchObject({ status: 'inProgress', handler: '系统管理员' });
    await act('handled');
    expect((await mine()).items[0]).toMatchObject({ status: 'handled', handler: '系统管理员' });

    // Nobody else's.
    const zhangsan = await signIn(app);
    const theirs = await app.inject({
      url: '/api/feedback/mine',
      headers: { authorization: zhangsan.authorization },
    });
    expect(theirs.json().data.items).toEqual([]);
  });
});

async function sizeKept(app: FastifyInstance, id: number) {
  const row = await app.db
    .selectFrom('feedback')
    .select('size_bytes')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.size_bytes;
}
