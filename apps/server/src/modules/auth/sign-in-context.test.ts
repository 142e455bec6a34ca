import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, passwordGrant } from '../../testing/build-test-app';

async function signInContext(app: FastifyInstance, username: string) {
  const response = await passwordGrant(app, username);
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
      const token = await signInContext(app, username);

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
