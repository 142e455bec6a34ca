import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';

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

  it('refuses an expired token', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    await app.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await app.inject({ url: '/api/upms/role/login', headers: { authorization } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(signInAgain);
  });

  it('refuses the token of a user who has since been disabled', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    await app.db.updateTable('users').set({ status: 0 }).where('username', '=', 'lisi').execute();
    const response = await app.inject({ url: '/api/upms/role/login', headers: { authorization } });
    expect(response.statusCode).toBe(401);
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
