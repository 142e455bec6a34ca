import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { firmIdOf } from '../../testing/demo-lookups';
import { createTestClock } from '../../testing/test-clock';

const signInAgain = { code: 401, msg: '请重新登录', data: null };

describe('the auth hook over protected routes', () => {
  it('lets a valid bearer token through', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const response = await app.inject({ url: '/api/upms/role/login', headers: { authorization } });
    expect(response.statusCode).toBe(200);
  });

  it('asks to sign in again when there is no token, or not a bearer one', async () => {
    const app = await buildTestApp();
    for (const authorization of [undefined, '', 'Bearer', 'Basic cG9ydGFs', 'Bearer a b']) {
      const response = await app.inject({
        url: '/api/upms/role/login',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual(signInAgain);
    }
  });

  it('refuses a token it never issued', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      url: '/api/upms/role/login',
      headers: { authorization: 'Bearer 2-zW7l6TkzRAXqMsNuY6yuRH_dhDJ2eqttL-2mfz4mY' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(signInAgain);
  });

  it('refuses an expired token, saying it reached its longest lifetime', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    await app.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await app.inject({ url: '/api/upms/role/login', headers: { authorization } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ ...signInAgain, msg: '登录已达最长时限，请重新登录' });
  });

  it('refuses the token of a user who has since been disabled, saying an administrator ended it', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    await app.db.updateTable('users').set({ status: 0 }).where('username', '=', 'lisi').execute();
    const response = await app.inject({ url: '/api/upms/role/login', headers: { authorization } });
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe('安全管理员已结束您的会话，请重新登录');
  });

  it('asks in English when the caller reads English', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      url: '/api/upms/role/login',
      headers: { 'accept-language': 'en' },
    });
    expect(response.json()).toEqual({ code: 401, msg: 'Please sign in again', data: null });
  });

  it('checks the token before the input, so a stranger learns nothing from validation', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/upms/app/query/share/token?firmId=x' });
    expect(response.statusCode).toBe(401);
  });
});

describe('idle expiry, enforced by the server (ASVS 7.3.1)', () => {
  const sessionEnded = { code: 401, msg: '长时间未操作，登录已过期，请重新登录', data: null };
  const ttl = 7200;

  const roleLogin = (app: FastifyInstance, authorization: string) =>
    app.inject({ url: '/api/upms/role/login', headers: { authorization } });
  const refresh = (app: FastifyInstance, authorization: string) =>
    app.inject({ method: 'POST', url: '/api/user/refesh', headers: { authorization } });

  it("refuses a token once its session's core cache has ended", async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const { authorization } = await signIn(app);
    clock.advanceSeconds(ttl - 1);
    expect((await roleLogin(app, authorization)).statusCode).toBe(200);
    clock.advanceSeconds(1);
    const response = await roleLogin(app, authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionEnded);
    const english = await app.inject({
      url: '/api/upms/role/login',
      headers: { authorization, 'accept-language': 'en' },
    });
    expect(english.json().msg).toBe(
      'You were signed out after a period of inactivity; please sign in again',
    );
  });

  it('keeps a user who renews the session (the shell\'s "stay signed in") working', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const { authorization } = await signIn(app);
    for (let hour = 0; hour < 5; hour += 1) {
      clock.advanceSeconds(ttl - 300);
      expect((await refresh(app, authorization)).statusCode).toBe(200);
    }
    expect((await roleLogin(app, authorization)).statusCode).toBe(200);
  });

  it("ends an idle session while the same user's active session goes on", async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const idle = await signIn(app);
    const active = await signIn(app);
    for (let step = 0; step < 3; step += 1) {
      clock.advanceSeconds(ttl / 2);
      expect((await refresh(app, active.authorization)).statusCode).toBe(200);
    }
    const refused = await roleLogin(app, idle.authorization);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(sessionEnded);
    expect((await roleLogin(app, active.authorization)).statusCode).toBe(200);
  });

  it('keeps no idle session alive by a sign-in elsewhere', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const laptop = await signIn(app);
    clock.advanceSeconds(ttl - 60);
    const phone = await signIn(app);
    clock.advanceSeconds(60);
    expect((await roleLogin(app, laptop.authorization)).json()).toEqual(sessionEnded);
    expect((await roleLogin(app, phone.authorization)).statusCode).toBe(200);
  });

  it('does not bring a token of an ended session back when the user signs in again', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const stale = await signIn(app);
    clock.advanceSeconds(ttl + 60);
    const fresh = await signIn(app);
    expect((await roleLogin(app, fresh.authorization)).statusCode).toBe(200);
    const response = await roleLogin(app, stale.authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionEnded);
  });

  it('refuses a token without a session of its own, leaving the other sessions be', async () => {
    const app = await buildTestApp();
    const orphan = await signIn(app);
    const other = await signIn(app);
    await app.db
      .deleteFrom('core_cache_sessions')
      .where('token_id', 'in', (query) =>
        query
          .selectFrom('access_tokens')
          .select('id')
          .where('token_hash', '=', hashOpaqueToken(orphan.token)),
      )
      .execute();
    expect((await roleLogin(app, orphan.authorization)).json()).toEqual(sessionEnded);
    expect((await roleLogin(app, other.authorization)).statusCode).toBe(200);
  });

  it('refuses every kind of protected call, writes and logout included', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const { authorization } = await signIn(app);
    clock.advanceSeconds(ttl);
    const calls = [
      { method: 'POST' as const, url: '/api/user/refesh' },
      { method: 'DELETE' as const, url: '/api/auth/token/logout' },
      { method: 'GET' as const, url: '/api/coreSystem/getToDoCount' },
      { method: 'POST' as const, url: '/api/fftask/pcCalendarBook/pcMineCalendar/new' },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: { authorization } });
      expect(response.statusCode, call.url).toBe(401);
      expect(response.json(), call.url).toEqual(sessionEnded);
    }
  });
});

describe("the caller's firms, kept between requests", () => {
  const userInfo = (app: FastifyInstance, authorization: string, firmId: number, userId: number) =>
    app.inject({
      url: `/api/upms/app/query/share/token?firmId=${firmId}&userId=${userId}`,
      headers: { authorization },
    });

  it('answers a department renamed in the database on the next request', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'lisi');
    const firmId = await firmIdOf(app, '1001');
    const before = (await userInfo(app, authorization, firmId, userId)).json();
    expect(before.data.deptName).not.toBe('Renamed');
    await app.db
      .updateTable('departments')
      .set({ dept_name: 'Renamed' })
      .where('id', '=', before.data.deptId)
      .execute();
    const after = (await userInfo(app, authorization, firmId, userId)).json();
    expect(after.data.deptName).toBe('Renamed');
  });

  it('refuses a firm the caller has left on the next request, as one they never joined', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'lisi');
    const firmId = await firmIdOf(app, '1001');
    expect((await userInfo(app, authorization, firmId, userId)).statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/api/coreSystem/getToDoCount', headers: { authorization } }))
        .statusCode,
    ).toBe(200);
    await app.db.deleteFrom('user_firms').where('user_id', '=', userId).execute();
    const refused = await userInfo(app, authorization, firmId, userId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 1, msg: '机构不存在', data: null });
    // No firm left to work in: the calls that use the current firm are refused too.
    const current = await app.inject({
      url: '/api/coreSystem/getToDoCount',
      headers: { authorization },
    });
    expect(current.statusCode).toBe(403);
  });
});
