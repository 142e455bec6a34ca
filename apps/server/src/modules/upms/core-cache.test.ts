import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { createTestClock } from '../../testing/test-clock';

const sessionEnded = { code: 401, msg: '长时间未操作，登录已过期，请重新登录', data: null };

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
  it('answers true once the countdown and one check (900 + 60 s) or less remain', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const signedIn = await signIn(app);
    expect((await isExpiring(app, signedIn)).json()).toEqual({ code: 0, msg: '', data: false });

    clock.advanceSeconds(7200 - 961);
    expect((await isExpiring(app, signedIn)).json().data).toBe(false);
    clock.advanceSeconds(1);
    expect((await isExpiring(app, signedIn)).json().data).toBe(true);
    clock.advanceSeconds(959);
    expect((await isExpiring(app, signedIn)).json().data).toBe(true);
  });

  it('follows CORE_CACHE_TTL_SECONDS', async () => {
    const app = await buildTestApp({ CORE_CACHE_TTL_SECONDS: '905' });
    const signedIn = await signIn(app);
    expect((await isExpiring(app, signedIn)).json().data).toBe(true);
  });

  it("follows the shell's idle timers of config.json", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-config-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const file = join(folder, 'config.json');
    const session = { cacheCheckIntervalMs: 30_000, idleCountdownSeconds: 300 };
    writeFileSync(file, JSON.stringify({ session }));
    const clock = createTestClock();
    const app = await buildTestApp({ PORTAL_CONFIG_FILE: file }, { clock });
    const signedIn = await signIn(app);
    clock.advanceSeconds(7200 - 331);
    expect((await isExpiring(app, signedIn)).json().data).toBe(false);
    clock.advanceSeconds(1);
    expect((await isExpiring(app, signedIn)).json().data).toBe(true);
  });

  it('answers for the calling session only, not for the same user signed in elsewhere', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const laptop = await signIn(app);
    clock.advanceSeconds(7000);
    const phone = await signIn(app);
    expect((await isExpiring(app, laptop)).json().data).toBe(true);
    expect((await isExpiring(app, phone)).json().data).toBe(false);
  });

  it("answers 404 for another user's id, as for a user that does not exist", async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    const zhangsan = await signIn(app, 'zhangsan');
    const response = await isExpiring(app, zhangsan, lisi.userId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '用户不存在', data: null });
    expect((await isExpiring(app, zhangsan, 99999)).json()).toEqual(response.json());
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
      .innerJoin('access_tokens', 'access_tokens.id', 'core_cache_sessions.token_id')
      .select('core_cache_sessions.expires_at')
      .where('access_tokens.token_hash', '=', hashOpaqueToken(signedIn.token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - clock.now().getTime()).toBe(7200 * 1000);
  });

  it('does not bring back a session that has ended: only a sign-in starts a new one', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const signedIn = await signIn(app);
    clock.advanceSeconds(7200);
    const response = await refresh(app, signedIn.authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(401);
    const again = await signIn(app);
    expect((await isExpiring(app, again)).json().data).toBe(false);
  });

  it("renews the calling session only: the same user's other session keeps its own end", async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const laptop = await signIn(app);
    const phone = await signIn(app);
    clock.advanceSeconds(7000);
    expect((await refresh(app, laptop.authorization)).statusCode).toBe(200);
    expect((await isExpiring(app, laptop)).json().data).toBe(false);
    expect((await isExpiring(app, phone)).json().data).toBe(true);

    // The phone, left alone, ends at its own TTL while the laptop goes on.
    clock.advanceSeconds(200);
    const idle = await refresh(app, phone.authorization);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual(sessionEnded);
    expect((await refresh(app, laptop.authorization)).statusCode).toBe(200);
  });

  it('keeps one session per sign-in when renewals race', async () => {
    const app = await buildTestApp();
    const signedIn = await signIn(app);
    await signIn(app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => refresh(app, signedIn.authorization)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await app.db.selectFrom('core_cache_sessions').selectAll().execute();
    expect(rows).toHaveLength(2);
  });
});
