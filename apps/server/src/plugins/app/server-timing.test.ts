import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

const serverTiming = /^app;dur=(\d+\.\d)$/;

describe('the Server-Timing header', () => {
  it("gives the server's handling time of every answer, failed ones too, when asked", async () => {
    const app = await buildTestApp({ SERVER_TIMING: 'true' });
    const answers = [
      await app.inject({ url: '/api/health/live' }),
      await app.inject({ url: '/api/upms/role/login' }),
      await app.inject({ url: '/api/no-such-route' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      const header = String(answer.headers['server-timing']);
      expect(header).toMatch(serverTiming);
      expect(Number(serverTiming.exec(header)?.[1])).toBeGreaterThanOrEqual(0);
    }
  });

  it('is not sent unless asked for', async () => {
    const app = await buildTestApp();
    const answer = await app.inject({ url: '/api/health/live' });
    expect(answer.headers['server-timing']).toBeUndefined();
  });
});
