import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, clientAuthorization, signIn } from '../../testing/build-test-app';

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Signs lisi in from a browser and an address of its own. */
async function signInFrom(app: FastifyInstance, userAgent: string, remoteAddress: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    remoteAddress,
    headers: {
      authorization: clientAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': userAgent,
    },
    payload: 'grant_type=password&username=lisi&password=Portal%402026',
  });
  const { access_token: token } = response.json<{ data: { access_token: string } }>().data;
  return `Bearer ${token}`;
}

const listSessions = (app: FastifyInstance, authorization: string) =>
  app.inject({ url: '/api/upms/user/sessions', headers: { authorization } });

const endSession = (app: FastifyInstance, authorization: string, id: number) =>
  app.inject({
    method: 'POST',
    url: '/api/upms/user/sessions/end',
    headers: { authorization, 'accept-language': 'en' },
    payload: { id },
  });

describe("the user's sessions", () => {
  it('lists each sign-in with its device and address, the current one marked', async () => {
    const app = await buildTestApp();
    await signInFrom(app, safariOnIphone, '198.51.100.20');
    const desk = await signInFrom(app, chromeOnWindows, '198.51.100.10');

    const response = await listSessions(app, desk);
    expect(response.statusCode).toBe(200);
    const sessions = response.json().data;
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          device: 'Chrome 131 · Windows 10',
          clientAddress: '198.51.100.10',
          isCurrent: true,
        }),
        expect.objectContaining({
          device: 'Safari 17 · iOS 17.0',
          clientAddress: '198.51.100.20',
          isCurrent: false,
        }),
      ]),
    );
  });

  it('ends another session at once, and only one of the caller', async () => {
    const app = await buildTestApp();
    const phone = await signInFrom(app, safariOnIphone, '198.51.100.20');
    const desk = await signInFrom(app, chromeOnWindows, '198.51.100.10');
    const sessions: { id: number; isCurrent: boolean }[] = (await listSessions(app, desk)).json()
      .data;
    const phoneId = sessions.find((session) => !session.isCurrent)?.id ?? 0;
    const deskId = sessions.find((session) => session.isCurrent)?.id ?? 0;

    const ended = await endSession(app, desk, phoneId);
    expect(ended.json()).toEqual({ code: 0, msg: '', data: true });
    expect((await listSessions(app, phone)).statusCode).toBe(401);
    expect((await listSessions(app, desk)).json().data).toHaveLength(1);

    const notFound = { code: 1, msg: 'The session does not exist or has ended', data: null };
    expect((await endSession(app, desk, phoneId)).json()).toEqual(notFound);
    expect((await endSession(app, desk, deskId)).json()).toEqual(notFound);
    const zhangsan = await signIn(app, 'zhangsan');
    const others = (await listSessions(app, zhangsan.authorization)).json().data;
    const response = await endSession(app, desk, others[0].id);
    expect(response.statusCode).toBe(404);
    expect((await listSessions(app, zhangsan.authorization)).statusCode).toBe(200);
  });

  it('ends every other session of the caller, and keeps the current one', async () => {
    const app = await buildTestApp();
    const phone = await signInFrom(app, safariOnIphone, '198.51.100.20');
    const tablet = await signInFrom(app, safariOnIphone, '198.51.100.21');
    const desk = await signInFrom(app, chromeOnWindows, '198.51.100.10');

    const response = await app.inject({
      method: 'POST',
      url: '/api/upms/user/sessions/endOthers',
      headers: { authorization: desk },
    });
    expect(response.json().data).toBe(2);
    expect((await listSessions(app, phone)).statusCode).toBe(401);
    expect((await listSessions(app, tablet)).statusCode).toBe(401);
    expect((await listSessions(app, desk)).json().data).toHaveLength(1);
  });
});
