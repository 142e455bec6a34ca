import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { createTestClock } from '../../testing/test-clock';

function isExpiring(app: FastifyInstance, signedIn: SignedIn, userId: unknown = signedIn.userId) {
  return app.inject({
    method: 'POST',
    url: `/api/upms/app/query/core/cache/ttl/by/userId?userId=${String(userId)}`,
    headers: { authorization: signedIn.authorization },
  });
}

function refresh(app: FastifyInstance, authorization?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/refesh',
    headers: authorization ? { authorization } : {},
  });
}

describe('POST /api/upms/app/query/core/cache/ttl/by/userId', () => {
  it('answers false just after sign-in, and true once 900 s or less remain', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const signedIn = await signIn(app);
    expect((await isExpiring(app, signedIn)).json()).toEqual({ code: 0, msg: '', data: false });

    clock.advanceSeconds(7200 - 901);
    expect((await isExpiring(app, signedIn)).json().data).toBe(false);
    clock.advanceSeconds(1);
    expect((await isExpiring(app, signedIn)).json().data).toBe(true);
    clock.advanceSeconds(3600);
    expect((await isExpiring(app, signedIn)).json().data).toBe(true);
  });

  it('follows CORE_CACHE_TTL_SECONDS', async () => {
    const app = await buildTestApp({ CORE_CACHE_TTL_SECONDS: '600' });
    const signedIn = await signIn(app);
    expect((await isExpiring(app, signedIn)).json().data).toBe(true);
  });

  it('answers true for a user with no session at all', async () => {
    const app = await buildTestApp();
    const signedIn = await signIn(app);
    await app.db.deleteFrom('core_cache_sessions').execute();
    expect((await isExpiring(app, signedIn)).json().data).toBe(true);
  });

  it("refuses another user's id with 403", async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    const zhangsan = await signIn(app, 'zhangsan');
    const response = await isExpiring(app, zhangsan, lisi.userId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 1, msg: '只能查看或操作本人的账号', data: null });
  });

  it('names a missing or malformed userId with 400', async () => {
    const app = await buildTestApp();
    const signedIn = await signIn(app);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/upms/app/query/core/cache/ttl/by/userId',
      headers: { authorization: signedIn.authorization },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('缺少参数 userId');
    for (const userId of ['abc', '-1', '1.5', '99999999999']) {
      const response = await isExpiring(app, signedIn, userId);
      expect(response.statusCode, userId).toBe(400);
      expect(response.json().msg).toBe('参数 userId 无效');
    }
  });

  it('asks to sign in again without a token', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/upms/app/query/core/cache/ttl/by/userId?userId=1',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/user/refesh', () => {
  it('renews the session to the full TTL and answers the seconds left', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const signedIn = await signIn(app);
    clock.advanceSeconds(7000);
    expect((await isExpiring(app, signedIn)).json().data).toBe(true);

    const response = await refresh(app, signedIn.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: '', data: 7200 });
    expect((await isExpiring(app, signedIn)).json().data).toBe(false);
    const row = await app.db
      .selectFrom('core_cache_sessions')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - clock.now().getTime()).toBe(7200 * 1000);
  });

  it('starts a session again after it expired', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const signedIn = await signIn(app);
    clock.advanceSeconds(8000);
    await refresh(app, signedIn.authorization);
    expect((await isExpiring(app, signedIn)).json().data).toBe(false);
  });

  it('keeps one session per user when renewals race', async () => {
    const app = await buildTestApp();
    const signedIn = await signIn(app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => refresh(app, signedIn.authorization)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await app.db.selectFrom('core_cache_sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('asks to sign in again without a token', async () => {
    const app = await buildTestApp();
    const response = await refresh(app);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(401);
  });
});
