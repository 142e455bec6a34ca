import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, clientAuthorization } from '../../testing/build-test-app';

async function passwordGrant(app: FastifyInstance, username: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    headers: {
      authorization: clientAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password: 'Portal@2026',
    }).toString(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function dataOf(app: FastifyInstance, url: string, token: string) {
  const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('the token answer', () => {
  it.each(['zhangsan', 'lisi'])(
    'gives %s what role/login and share/token would answer next',
    async (username) => {
      const app = await buildTestApp();
      const token = await passwordGrant(app, username);

      const firms = await dataOf(app, '/api/upms/role/login', token.access_token);
      expect(token.firms).toEqual(firms);
      expect(firms.currentFirmId).toBe(firms.firmIds[0].firmId);
      const userInfo = await dataOf(
        app,
        `/api/upms/app/query/share/token?firmId=${firms.currentFirmId}&userId=${token.user_id}`,
        token.access_token,
      );
      expect(token.user_info).toEqual(userInfo);
    },
  );
});
