import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { demoPortalJwtSecret } from '../../config';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { signIdToken } from '../../lib/id-token';
import { buildTestApp, clientAuthorization } from '../../testing/build-test-app';

const form = 'application/x-www-form-urlencoded';

function requestToken(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = { authorization: clientAuthorization },
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    headers: { 'content-type': form, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const zhangsanPassword = { grant_type: 'password', username: 'zhangsan', password: 'Portal@2026' };

describe('POST /api/auth/oauth/token', () => {
  it('signs a user in with the password grant and answers the token in the envelope', async () => {
    const app = await buildTestApp();
    const response = await requestToken(app, { ...zhangsanPassword, scope: 'server' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      code: 0,
      msg: '',
      data: {
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        token_type: 'bearer',
        expires_in: 86_400,
        scope: 'server',
        user_id: expect.any(Number),
        username: 'zhangsan',
      },
    });
  });

  it('stores only a hash of the token, expiring after the configured lifetime', async () => {
    const app = await buildTestApp({ TOKEN_TTL_SECONDS: '600' });
    const before = Date.now();
    const response = await requestToken(app, zhangsanPassword);
    const { access_token, expires_in } = response.json().data;

    expect(expires_in).toBe(600);
    const rows = await app.db.selectFrom('access_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashOpaqueToken(access_token));
    expect(JSON.stringify(rows)).not.toContain(access_token);
    const expiresAt = Date.parse(rows[0]?.expires_at ?? '');
    expect(expiresAt - before).toBeGreaterThanOrEqual(600_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(600_000);
  });

  it('refuses a wrong password with 401, code 1 and a message for the user', async () => {
    const app = await buildTestApp();
    const response = await requestToken(app, { ...zhangsanPassword, password: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 1, msg: '用户名或密码错误', data: null });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const app = await buildTestApp();
    const response = await requestToken(app, { ...zhangsanPassword, username: 'nobody' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 1, msg: '用户名或密码错误', data: null });
  });

  it('answers in English when the caller asks for English', async () => {
    const app = await buildTestApp();
    const response = await requestToken(
      app,
      { ...zhangsanPassword, password: 'wrong' },
      { authorization: clientAuthorization, 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(response.json()).toEqual({
      code: 1,
      msg: 'Incorrect username or password',
      data: null,
    });
  });

  it('refuses a disabled account, but only to someone who knows its password', async () => {
    const app = await buildTestApp();
    await app.db.updateTable('users').set({ status: 0 }).where('username', '=', 'lisi').execute();
    const right = await requestToken(app, { ...zhangsanPassword, username: 'lisi' });
    const wrong = await requestToken(app, { ...zhangsanPassword, username: 'lisi', password: 'x' });
    expect(right.statusCode).toBe(401);
    expect(right.json().msg).toBe('账号已停用，请联系管理员');
    expect(wrong.json().msg).toBe('用户名或密码错误');
  });

  it('refuses a call without client authentication, whatever its body', async () => {
    const app = await buildTestApp();
    const missing = await requestToken(app, zhangsanPassword, {});
    const emptyBody = await requestToken(app, {}, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 1, msg: '客户端认证失败', data: null });
    expect(emptyBody.statusCode).toBe(401);
  });

  it('refuses a wrong client secret and a malformed Basic header', async () => {
    const app = await buildTestApp();
    const wrongSecret = `Basic ${Buffer.from('portal:guess').toString('base64')}`;
    for (const authorization of [wrongSecret, 'Basic !!!', 'Bearer abc', 'Basic cG9ydGFs']) {
      const response = await requestToken(app, zhangsanPassword, { authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code).toBe(1);
    }
  });

  it('refuses an unknown grant type with 400 naming grant_type', async () => {
    const app = await buildTestApp();
    const response = await requestToken(app, {
      ...zhangsanPassword,
      grant_type: 'client_credentials',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 1, msg: '参数 grant_type 无效', data: null });
  });

  it('names the missing field with 400', async () => {
    const app = await buildTestApp();
    const noPassword = await requestToken(app, { grant_type: 'password', username: 'zhangsan' });
    const noGrant = await requestToken(app, { username: 'zhangsan', password: 'x' });
    const nothing = await requestToken(app, {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().msg).toBe('缺少参数 password');
    expect(noGrant.json().msg).toBe('缺少参数 grant_type');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().msg).toBe('缺少参数 grant_type');
  });

  it('names the field in English too', async () => {
    const app = await buildTestApp();
    const response = await requestToken(
      app,
      { grant_type: 'password', password: 'x' },
      { authorization: clientAuthorization, 'accept-language': 'en' },
    );
    expect(response.json()).toEqual({ code: 1, msg: 'Missing field username', data: null });
  });

  it('signs a user in with a valid portal id_token', async () => {
    const app = await buildTestApp();
    const idToken = await signIdToken({ username: 'lisi', secret: demoPortalJwtSecret });
    const response = await requestToken(app, { grant_type: 'id_token', id_token: idToken });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ username: 'lisi', token_type: 'bearer' });
  });

  it('refuses an expired id_token', async () => {
    const app = await buildTestApp();
    const idToken = await signIdToken({
      username: 'lisi',
      secret: demoPortalJwtSecret,
      expiresInSeconds: -30,
    });
    const response = await requestToken(app, { grant_type: 'id_token', id_token: idToken });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 1,
      msg: '门户令牌无效或已过期，请从门户重新进入',
      data: null,
    });
  });

  it('refuses an id_token signed with another key', async () => {
    const app = await buildTestApp();
    const idToken = await signIdToken({
      username: 'lisi',
      secret: 'somebody-else-s-key-of-sufficient-length',
    });
    const response = await requestToken(app, { grant_type: 'id_token', id_token: idToken });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(1);
  });

  it('refuses an id_token for a user it does not know', async () => {
    const app = await buildTestApp();
    const idToken = await signIdToken({ username: 'wangwu', secret: demoPortalJwtSecret });
    const response = await requestToken(app, { grant_type: 'id_token', id_token: idToken });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(1);
  });

  it('uses the configured key for id_tokens', async () => {
    const secret = 'deployment-specific-key-0123456789abcdef';
    const app = await buildTestApp({ PORTAL_JWT_SECRET: secret });
    const idToken = await signIdToken({ username: 'lisi', secret });
    const response = await requestToken(app, { grant_type: 'id_token', id_token: idToken });
    expect(response.statusCode).toBe(200);
  });
});
