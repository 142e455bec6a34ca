import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, clientAuthorization } from '../../testing/build-test-app';

type Connection = { socket: Socket; closed: Promise<string> };

/** A raw connection to the app; `closed` gives all it received once the server ends it. */
async function openConnection(app: FastifyInstance): Promise<Connection> {
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the app is not listening');
  const socket = connect(address.port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    answer += chunk;
  });
  // Before the app closes (hooks run last-registered first), so that a failed test ends at once.
  onTestFinished(() => {
    socket.destroy();
  });
  const closed = new Promise<string>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', () => resolve(answer));
  });
  return { socket, closed };
}

/** A keep-alive GET on a new connection, read until the server closes it. */
async function getOnNewConnection(app: FastifyInstance, path: string, acceptLanguage: string) {
  const { socket, closed } = await openConnection(app);
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: portal\r\nAccept-Language: ${acceptLanguage}\r\n\r\n`,
  );
  return closed;
}

const bodyOf = (answer: string): unknown =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

const signInForm = 'grant_type=password&username=zhangsan&password=Portal%402026';

describe('closing the server', () => {
  it('answers a request arriving meanwhile with 503 in the envelope, and finishes the one in flight', async () => {
    const app = await buildTestApp();
    // Holds the close between its start and the listening socket's end, so that a request can
    // still arrive; runs after graceful-close's own preClose hook.
    let startClosing = () => {};
    const closingStarted = new Promise<void>((resolve) => (startClosing = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    app.addHook('preClose', async () => {
      startClosing();
      await released;
    });
    onTestFinished(release);
    await app.listen({ port: 0, host: '127.0.0.1' });

    // In flight: a sign-in whose headers are read, and whose body is half sent.
    const inFlight = await openConnection(app);
    const headersRead = once(app.server, 'request');
    inFlight.socket.write(
      'POST /api/auth/oauth/token HTTP/1.1\r\nHost: portal\r\n' +
        `Authorization: ${clientAuthorization}\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\n' +
        `Content-Length: ${signInForm.length}\r\n\r\n${signInForm.slice(0, 20)}`,
    );
    await headersRead;

    const closing = app.close();
    await closingStarted;

    const [inEnglish, inChinese, unknownPath] = await Promise.all([
      getOnNewConnection(app, '/api/health/live', 'en-US,en;q=0.9'),
      getOnNewConnection(app, '/api/health/ready', 'zh-CN'),
      getOnNewConnection(app, '/api/nowhere', 'en'),
    ]);
    for (const answer of [inEnglish, inChinese, unknownPath]) {
      expect(answer).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toMatch(/\r\nretry-after: 5\r\n/i);
      expect(answer).toMatch(/\r\nx-request-id: [\w-]+\r\n/i);
    }
    expect(bodyOf(inEnglish)).toEqual({
      code: 500,
      msg: 'The service is shutting down; please try again shortly',
      data: null,
    });
    expect(bodyOf(inChinese)).toEqual({ code: 500, msg: '服务正在停止，请稍后再试', data: null });
    expect(bodyOf(unknownPath)).toEqual(bodyOf(inEnglish));

    // The request in flight when closing began is served in full, then its connection ends.
    release();
    inFlight.socket.write(signInForm.slice(20));
    const signedIn = await inFlight.closed;
    expect(signedIn).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(signedIn).toMatch(/\r\nconnection: close\r\n/i);
    expect(bodyOf(signedIn)).toMatchObject({ code: 0, data: { token_type: 'bearer' } });
    await closing;
  });

  it('serves requests as usual until it closes', async () => {
    const app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { socket, closed } = await openConnection(app);
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n');
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).not.toMatch(/\r\nretry-after:/i);
  });
});
