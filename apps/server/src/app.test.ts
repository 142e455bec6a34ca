import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp, clientAuthorization } from './testing/build-test-app';

type CutOff = { answer: string; afterMs: number };

/** Sends `data` on a raw connection and waits for the server to close it. */
async function sendAndWaitForClose(app: FastifyInstance, data: string): Promise<CutOff> {
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the app is not listening');
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(address.port, '127.0.0.1', () => socket.write(data));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, afterMs: performance.now() - startedAt }));
  });
}

async function listeningApp(environment: Record<string, string>) {
  const app = await buildTestApp({ LOG_LEVEL: 'silent', ...environment });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const bodyOf = (answer: string): unknown =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

const signInForm = 'grant_type=password&username=zhangsan&password=Portal%402026';

describe('HTTP time-outs', () => {
  it('cut off slow, truncated and idle connections in seconds, with a 408 in the envelope', async () => {
    const app = await listeningApp({
      HEADERS_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '2',
      KEEP_ALIVE_TIMEOUT_SECONDS: '1',
    });
    // Side by side, so the test waits for the longest time-out only.
    const [halfHeaders, nothing, halfBody, whole] = await Promise.all([
      sendAndWaitForClose(app, 'GET /api/health/live HTTP/1.1\r\nHost: portal\r\nX-Half: '),
      sendAndWaitForClose(app, ''),
      sendAndWaitForClose(
        app,
        'POST /api/auth/oauth/token HTTP/1.1\r\nHost: portal\r\n' +
          `Authorization: ${clientAuthorization}\r\n` +
          'Content-Type: application/x-www-form-urlencoded\r\n' +
          `Content-Length: ${signInForm.length}\r\n\r\n${signInForm.slice(0, 12)}`,
      ),
      sendAndWaitForClose(app, 'GET /api/health/live HTTP/1.1\r\nHost: portal\r\n\r\n'),
    ]);

    expect(halfHeaders.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(halfHeaders.answer).toMatch(/\r\nConnection: close\r\n/);
    expect(bodyOf(halfHeaders.answer)).toEqual({ code: 1, msg: '请求无效', data: null });
    expect(nothing.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(halfBody.answer).toMatch(/^HTTP\/1\.1 408 /);
    // A complete request is answered; its idle keep-alive connection ends after 1 s.
    expect(whole.answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(whole.answer).toMatch(/\r\nKeep-Alive: timeout=1\r\n/);

    // Headers are cut at their own time-out (1 s, checked every second), the body at the
    // request's (2 s): never the minutes of Node's defaults.
    expect(halfHeaders.afterMs).toBeGreaterThanOrEqual(900);
    expect(halfBody.afterMs).toBeGreaterThanOrEqual(1_900);
    for (const { afterMs } of [halfHeaders, nothing, halfBody, whole]) {
      expect(afterMs).toBeLessThan(6_000);
    }
  });
});

describe('a request Node cannot parse', () => {
  it('gets a 400 in the envelope and its connection closed', async () => {
    const app = await listeningApp({});
    const { answer } = await sendAndWaitForClose(app, 'GET / HTTP/1.1\r\nBad Header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(
      '{"code":1,"msg":"请求无效","data":null}',
    );
  });
});

describe('the request log', () => {
  /** The app's log lines, written at every level. */
  async function loggingApp() {
    const lines: string[] = [];
    const app = await buildTestApp(
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    return { app, log: () => lines.join('') };
  }

  it('holds no sign-in token of an address, under any of its names', async () => {
    const { app, log } = await loggingApp();
    await app.inject({ url: '/main/login?id_token=never-logged-1&lang=en' });
    await app.inject({
      url: '/main/wel/index?access_token=never-logged-2&refresh_token=never-logged-3&token=never-logged-4',
    });
    await app.inject({
      url: '/main/login?lang=en&ID_TOKEN=never-logged-5&id%5Ftoken=never-logged-6',
    });

    expect(log()).toContain('"url":"/main/login?id_token=[redacted]&lang=en"');
    expect(log()).toContain('access_token=[redacted]&refresh_token=[redacted]&token=[redacted]');
    expect(log()).not.toContain('never-logged');
  });

  it('holds no id_token sent to the token route, in its address or its form body', async () => {
    const { app, log } = await loggingApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token?id_token=never-logged-1',
      headers: {
        authorization: clientAuthorization,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=id_token&id_token=never-logged-2',
    });
    expect(response.statusCode).toBe(401);
    expect(log()).toContain('/api/auth/oauth/token?id_token=[redacted]');
    expect(log()).not.toContain('never-logged');
  });
});
