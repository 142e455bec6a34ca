import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, passwordGrant } from '../testing/build-test-app';

async function signInForCookie(app: FastifyInstance, username: string) {
  const response = await passwordGrant(app, username, {
    headers: { 'x-portal-session': 'cookie' },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find(({ name }) => name === 'portal_session');
  return { body: response.json().data, cookie };
}

const sameOrigin = { 'sec-fetch-site': 'same-origin' };

describe('the session cookie', () => {
  it('carries a staff session in a cookie no script reads, and the answer carries no token', async () => {
    const app = await buildTestApp();
    const { body, cookie } = await signInForCookie(app, 'zhangsan');
    expect(body.access_token).toBe('');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });
    expect(cookie?.value).toMatch(/^\S{40,}$/);

    const call = await app.inject({
      url: '/api/upms/role/login',
      headers: sameOrigin,
      cookies: { portal_session: cookie?.value ?? '' },
    });
    expect(call.statusCode).toBe(200);
  });

  it("is no credential in a request from another site's page", async () => {
    const app = await buildTestApp();
    const { cookie } = await signInForCookie(app, 'zhangsan');
    for (const site of ['same-site', 'cross-site', 'none']) {
      const call = await app.inject({
        url: '/api/upms/role/login',
        headers: { 'sec-fetch-site': site },
        cookies: { portal_session: cookie?.value ?? '' },
      });
      expect(call.statusCode, site).toBe(401);
    }
  });

  it('is never set for a duty session, which keeps its token in its own tab', async () => {
    const app = await buildTestApp();
    const { body, cookie } = await signInForCookie(app, 'secadmin');
    expect(cookie).toBeUndefined();
    expect(body.duty).toBe('security_admin');
    expect(body.access_token).toMatch(/^\S{40,}$/);
  });

  it('is cleared at sign-out, and its token ends', async () => {
    const app = await buildTestApp();
    const { cookie } = await signInForCookie(app, 'zhangsan');
    const cookies = { portal_session: cookie?.value ?? '' };
    const logout = await app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: sameOrigin,
      cookies,
    });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find(({ name }) => name === 'portal_session');
    expect(cleared?.value).toBe('');
    const after = await app.inject({ url: '/api/upms/role/login', headers: sameOrigin, cookies });
    expect(after.statusCode).toBe(401);
  });

  it("is left alone by a bearer token's sign-out: a duty tab signing out keeps the staff tab's session", async () => {
    const app = await buildTestApp();
    const { cookie } = await signInForCookie(app, 'zhangsan');
    const { body } = await signInForCookie(app, 'secadmin');
    const logout = await app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: { authorization: `Bearer ${body.access_token}`, ...sameOrigin },
      cookies: { portal_session: cookie?.value ?? '' },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find(({ name }) => name === 'portal_session')).toBeUndefined();
  });
});
