import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { demoPortalJwtSecret } from '../../config';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { hashPassword, verifyPassword } from '../../lib/password-hashing';
import { buildTestApp, clientAuthorization } from '../../testing/build-test-app';
import { createTestClock } from '../../testing/test-clock';
import { buildInstancesOnOneDatabase } from '../../testing/instances-on-one-database';

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

/** Headers of an answer but those that differ on every answer. */
const comparableHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'x-request-id'),
  );

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
        firms: expect.objectContaining({ currentFirmId: expect.any(Number) }),
        user_info: expect.objectContaining({ userName: '张三' }),
        duty: null,
      },
    });
  });

  it('says the duty of a user who holds one, whose shell then keeps the session to its tab', async () => {
    const app = await buildTestApp();
    const response = await requestToken(app, { ...zhangsanPassword, username: 'secadmin' });
    expect(response.json().data.duty).toBe('security_admin');
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

  it('answers a disabled account as a wrong password, whether its password is right or wrong', async () => {
    const app = await buildTestApp();
    await app.db.updateTable('users').set({ status: 0 }).where('username', '=', 'lisi').execute();
    const right = await requestToken(app, { ...zhangsanPassword, username: 'lisi' });
    const wrong = await requestToken(app, { ...zhangsanPassword, username: 'lisi', password: 'x' });
    const unknown = await requestToken(app, { ...zhangsanPassword, username: 'nobody' });
    for (const response of [right, wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 1, msg: '用户名或密码错误', data: null });
    }
    expect(comparableHeaders(right.headers)).toEqual(comparableHeaders(wrong.headers));
  });

  it('spends a password verification on every refusal, so its time tells nothing either', async () => {
    const app = await buildTestApp();
    // The production cost, not the test databases' cheap hash: verifying is then most of the time.
    const passwordHash = await hashPassword('Portal@2026');
    await app.db
      .updateTable('users')
      .set({ password_hash: passwordHash, status: 0 })
      .where('username', '=', 'lisi')
      .execute();
    let verificationMs = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 3; run += 1) {
      const startedAt = performance.now();
      await verifyPassword(passwordHash, 'wrong');
      verificationMs = Math.min(verificationMs, performance.now() - startedAt);
    }
    const attempts = [
      { username: 'lisi', password: 'Portal@2026' },
      { username: 'lisi', password: 'wrong' },
      { username: 'nobody', password: 'wrong' },
    ];
    for (const attempt of attempts) {
      const startedAt = performance.now();
      const response = await requestToken(app, { grant_type: 'password', ...attempt });
      const tookMs = performance.now() - startedAt;
      expect(response.statusCode).toBe(401);
      // A lower bound only: a busy machine makes answers slower, never faster.
      expect(tookMs, JSON.stringify(attempt)).toBeGreaterThanOrEqual(verificationMs / 2);
    }
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
});

type PortalClaims = {
  sub: string;
  iss: string;
  aud: string;
  jti: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
};

/**
 * An id_token as the group portal signs one, built here claim by claim (the server's own signing
 * code is not trusted to test itself): the demo issuer and audience, a fresh jti, five minutes.
 * An `undefined` claim is left out.
 */
function portalIdToken(
  claims: { [Name in keyof PortalClaims]?: PortalClaims[Name] | undefined } = {},
  { secret = demoPortalJwtSecret, now = new Date() } = {},
) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const payload = Object.fromEntries(
    Object.entries({
      sub: 'lisi',
      iss: 'group-portal',
      aud: 'portal',
      jti: randomUUID(),
      iat: issuedAt,
      exp: issuedAt + 300,
      ...claims,
    }).filter(([, value]) => value !== undefined),
  );
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

const signInWith = (app: FastifyInstance, idToken: string) =>
  requestToken(app, { grant_type: 'id_token', id_token: idToken });

const badIdToken = { code: 1, msg: '门户令牌无效或已过期，请从门户重新进入', data: null };

describe('POST /api/auth/oauth/token with a portal id_token', () => {
  it('signs the user in', async () => {
    const app = await buildTestApp();
    const response = await signInWith(app, await portalIdToken());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ username: 'lisi', token_type: 'bearer' });
  });

  it('accepts a token once: its replay is refused like any invalid token', async () => {
    const app = await buildTestApp();
    const idToken = await portalIdToken();
    const first = await signInWith(app, idToken);
    const replay = await signInWith(app, idToken);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(badIdToken);
  });

  it('accepts one of two uses racing with one token', async () => {
    const app = await buildTestApp();
    const idToken = await portalIdToken();
    const statuses = (await Promise.all([signInWith(app, idToken), signInWith(app, idToken)]))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('refuses the replay on another server instance sharing the database', async () => {
    const [first, second] = await buildInstancesOnOneDatabase(2);
    if (!first || !second) throw new Error('two instances expected');
    const idToken = await portalIdToken();
    expect((await signInWith(first, idToken)).statusCode).toBe(200);
    const replay = await signInWith(second, idToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(badIdToken);
  });

  it('tells two tokens of one user apart by their jti', async () => {
    const app = await buildTestApp();
    expect((await signInWith(app, await portalIdToken())).statusCode).toBe(200);
    expect((await signInWith(app, await portalIdToken())).statusCode).toBe(200);
  });

  it('refuses a token without a jti, or any other claim it requires', async () => {
    const app = await buildTestApp();
    for (const missing of ['jti', 'iss', 'aud', 'iat', 'exp', 'sub'] as const) {
      const response = await signInWith(app, await portalIdToken({ [missing]: undefined }));
      expect(response.statusCode, missing).toBe(401);
      expect(response.json(), missing).toEqual(badIdToken);
    }
  });

  it('refuses a token of another issuer or for another audience', async () => {
    const app = await buildTestApp();
    for (const claims of [{ iss: 'somebody-else' }, { aud: 'another-application' }]) {
      const response = await signInWith(app, await portalIdToken(claims));
      expect(response.statusCode, JSON.stringify(claims)).toBe(401);
      expect(response.json()).toEqual(badIdToken);
    }
  });

  it('takes the issuer, audience and key the environment sets', async () => {
    const secret = 'deployment-specific-key-0123456789abcdef';
    const app = await buildTestApp({
      PORTAL_JWT_SECRET: secret,
      PORTAL_ID_TOKEN_ISSUER: 'https://portal.example.com',
      PORTAL_ID_TOKEN_AUDIENCE: 'back-office',
    });
    const ours = { iss: 'https://portal.example.com', aud: 'back-office' };
    expect((await signInWith(app, await portalIdToken(ours, { secret }))).statusCode).toBe(200);
    expect((await signInWith(app, await portalIdToken({}, { secret }))).statusCode).toBe(401);
    expect((await signInWith(app, await portalIdToken(ours))).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const app = await buildTestApp();
    const now = Math.floor(Date.now() / 1000);
    const response = await signInWith(app, await portalIdToken({ iat: now - 120, exp: now - 60 }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(badIdToken);
  });

  it('refuses a token issued longer ago than the maximum age, even before it expires', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({ PORTAL_ID_TOKEN_MAX_AGE_SECONDS: '120' }, { clock });
    const longLived = { exp: Math.floor(clock.now().getTime() / 1000) + 3_600 };
    const fresh = await portalIdToken(longLived, { now: clock.now() });
    const stale = await portalIdToken(longLived, { now: clock.now() });
    expect((await signInWith(app, fresh)).statusCode).toBe(200);
    // Past the maximum age and the 30 s allowed for a difference between the two clocks.
    clock.advanceSeconds(120 + 31);
    const response = await signInWith(app, stale);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(badIdToken);
  });

  it('refuses a token issued in the future', async () => {
    const app = await buildTestApp();
    const now = Math.floor(Date.now() / 1000);
    const response = await signInWith(app, await portalIdToken({ iat: now + 600 }));
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const app = await buildTestApp();
    const idToken = await portalIdToken({}, { secret: 'somebody-else-s-key-of-sufficient-length' });
    const response = await signInWith(app, idToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(badIdToken);
  });

  it('refuses a token for a user it does not know, or a disabled one, alike', async () => {
    const app = await buildTestApp();
    await app.db.updateTable('users').set({ status: 0 }).where('username', '=', 'lisi').execute();
    const unknown = await signInWith(app, await portalIdToken({ sub: 'wangwu' }));
    const disabled = await signInWith(app, await portalIdToken({ sub: 'lisi' }));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(badIdToken);
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json()).toEqual(badIdToken);
  });

  it('forgets a used jti once its token has expired', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const used = await portalIdToken({}, { now: clock.now() });
    expect((await signInWith(app, used)).statusCode).toBe(200);
    expect(await app.db.selectFrom('used_id_tokens').select('jti').execute()).toHaveLength(1);

    // Past its expiry (and the 30 s allowed between clocks), the retention purge clears it.
    clock.advanceSeconds(300 + 31);
    const next = await portalIdToken({}, { now: clock.now() });
    expect((await signInWith(app, next)).statusCode).toBe(200);
    expect(await app.retention.runIfDue()).toMatchObject({ usedIdTokens: 1 });
    const rows = await app.db.selectFrom('used_id_tokens').select('jti').execute();
    const { jti } = JSON.parse(Buffer.from(next.split('.')[1] ?? '', 'base64url').toString());
    expect(rows.map((row) => row.jti)).toEqual([jti]);
  });
});
