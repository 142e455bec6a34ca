import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id', () => {
  it('is generated when none is given, a new one per request, and echoed', async () => {
    const app = await buildTestApp();
    const first = await app.inject({ url: '/api/health/live' });
    const second = await app.inject({ url: '/api/health/live' });
    expect(first.headers['x-request-id']).toMatch(uuid);
    expect(second.headers['x-request-id']).toMatch(uuid);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('is the X-Request-Id a proxy sent when it is safe, on any answer', async () => {
    const app = await buildTestApp();
    for (const id of ['b8f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5', 'nginx-01:42.7_x']) {
      const answers = [
        await app.inject({ url: '/api/health/live', headers: { 'x-request-id': id } }),
        await app.inject({ url: '/api/upms/role/login', headers: { 'x-request-id': id } }),
        await app.inject({ url: '/api/no-such-route', headers: { 'x-request-id': id } }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
      for (const answer of answers) expect(answer.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces an X-Request-Id that is too long or could forge a log line', async () => {
    const app = await buildTestApp();
    for (const id of ['x'.repeat(65), 'a b', 'id"}{"level":60', 'id\u00e9', '']) {
      const response = await app.inject({
        url: '/api/health/live',
        headers: { 'x-request-id': id },
      });
      expect(response.headers['x-request-id'], JSON.stringify(id)).toMatch(uuid);
    }
  });
});
