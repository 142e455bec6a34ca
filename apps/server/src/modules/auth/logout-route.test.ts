import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';

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
});
