import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';

const logout = (app: FastifyInstance, authorization: string, headers = {}) =>
  app.inject({
    method: 'DELETE',
    url: '/api/auth/token/logout',
    headers: { authorization, ...headers },
  });

const sessionEndsOf = (app: FastifyInstance) =>
  app.db
    .selectFrom('audit_events')
    .select(['event', 'user_id', 'firm_id', 'object_type', 'details'])
    .where('event', 'in', ['auth.sign-out', 'session.expire'])
    .orderBy('id')
    .execute();

describe('DELETE /api/auth/token/logout', () => {
  it('revokes the token: the next call with it must sign in again', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);

    const logout = await app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: { authorization },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ code: 0, msg: '', data: true });

    const after = await app.inject({ url: '/api/upms/role/login', headers: { authorization } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 401, msg: '此会话已退出登录，请重新登录', data: null });
  });

  it('leaves the user signed in elsewhere', async () => {
    const app = await buildTestApp();
    const laptop = await signIn(app);
    const phone = await signIn(app);
    await app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: { authorization: laptop.authorization },
    });
    const stillIn = await app.inject({
      url: '/api/upms/role/login',
      headers: { authorization: phone.authorization },
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('accepts an empty JSON body, as some clients send one', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const logout = await app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: { authorization, 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('records the user’s sign-out, in the firm the session worked in', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'lisi');
    expect((await logout(app, authorization)).statusCode).toBe(200);
    const [record] = await sessionEndsOf(app);
    expect(record).toMatchObject({ event: 'auth.sign-out', user_id: userId, details: null });
    expect(record?.firm_id).toEqual(expect.any(Number));
  });

  it('records the shell’s end of an idle session as an idle expiry, not a sign-out, once', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'lisi');
    const idle = { 'x-portal-session-end': 'idle' };
    expect((await logout(app, authorization, idle)).statusCode).toBe(200);
    // Already ended: refused, and no second expiry.
    expect((await logout(app, authorization, idle)).statusCode).toBe(401);

    const records = await sessionEndsOf(app);
    expect(records).toEqual([
      {
        event: 'session.expire',
        user_id: userId,
        firm_id: expect.any(Number),
        object_type: 'token',
        details: JSON.stringify({ kind: 'idle' }),
      },
    ]);
  });
});
