import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, clientAuthorization } from '../../testing/build-test-app';
import { loginLimits } from './login-rate-limit';

function signInAs(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress = '192.0.2.10',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    remoteAddress,
    headers: {
      authorization: clientAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
}

async function failTimes(app: FastifyInstance, times: number, username: string, address?: string) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await signInAs(app, username, 'wrong-password', address);
    expect(response.statusCode).toBe(401);
  }
}

describe('POST /api/auth/oauth/token, rate limited', () => {
  it('refuses an account after 10 failed sign-ins, even with the right password', async () => {
    const app = await buildTestApp();
    await failTimes(app, loginLimits.perAccount, 'lisi');
    const response = await signInAs(app, 'lisi', 'Portal@2026', '192.0.2.99');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 1,
      msg: '登录失败次数过多，请 15 分钟后再试',
      data: null,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts the account whatever the case of the username', async () => {
    const app = await buildTestApp();
    await failTimes(app, 5, 'lisi');
    await failTimes(app, 5, 'LiSi');
    expect((await signInAs(app, 'lisi', 'Portal@2026')).statusCode).toBe(429);
  });

  it('leaves other accounts alone, and does not count successful sign-ins', async () => {
    const app = await buildTestApp();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await signInAs(app, 'zhangsan', 'Portal@2026')).statusCode).toBe(200);
    }
    await failTimes(app, loginLimits.perAccount, 'lisi');
    expect((await signInAs(app, 'zhangsan', 'Portal@2026')).statusCode).toBe(200);
  });

  it('refuses an address after 30 failed sign-ins across accounts', async () => {
    const app = await buildTestApp();
    const usernames = ['nobody-1', 'nobody-2', 'nobody-3'];
    for (const username of usernames) await failTimes(app, 10, username, '198.51.100.7');
    const blocked = await signInAs(app, 'zhangsan', 'Portal@2026', '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe(1);
    const elsewhere = await signInAs(app, 'zhangsan', 'Portal@2026', '198.51.100.8');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('says so in English when asked', async () => {
    const app = await buildTestApp();
    await failTimes(app, loginLimits.perAccount, 'lisi');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: {
        authorization: clientAuthorization,
        'accept-language': 'en',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=password&username=lisi&password=x',
    });
    expect(response.json().msg).toBe('Too many failed sign-ins; try again in 15 minutes');
  });
});
