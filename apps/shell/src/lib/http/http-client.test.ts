import { fetchAnswering as answering } from '@/test/answer-http';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client';
import { HttpError } from './http-error';
import type { HttpHooks, HttpSetup } from './http-setup';

function clientWith(answer: typeof fetch, hooks: Partial<HttpHooks> = {}, timeout = 1_000_000) {
  const calls = {
    notify: vi.fn<HttpHooks['notify']>(),
    signOut: vi.fn<HttpHooks['signOut']>(),
    log: vi.fn<HttpHooks['log']>(),
    dataVersion: vi.fn<HttpHooks['dataVersion']>(),
  };
  const setup: HttpSetup = {
    settings: { baseURL: 'http://portal.test/api', timeout },
    hooks: {
      getToken: () => 'token-1',
      hasSession: () => true,
      getLanguage: () => 'en',
      translate: (key) => `translated ${key}`,
      ...calls,
      ...hooks,
    },
  };
  return { client: createHttpClient(() => setup, answer), calls };
}

const ok = { code: 0, msg: '', data: null };

/** A server that never answers: the call ends when its signal aborts. */
const unanswered: typeof fetch = (input) =>
  new Promise((_resolve, reject) => {
    const { signal } = input instanceof Request ? input : new Request(input);
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort);
  });

describe('http client', () => {
  it('sends the bearer token, the language and cookies, and resolves with the envelope data', async () => {
    const { fetch, seen } = answering(200, { code: 0, msg: '', data: { userId: 1 } });
    const { client } = clientWith(fetch);

    await expect(client.request({ url: '/upms/role/login' })).resolves.toEqual({ userId: 1 });
    expect(seen[0]?.url).toBe('http://portal.test/api/upms/role/login');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('en');
    expect(seen[0]?.credentials).toBe('include');
  });

  it("sends the request in the caller's task, before any other work of the page runs", async () => {
    const { fetch, seen } = answering(200, ok);
    const { client } = clientWith(fetch);

    const call = client.request({ url: '/auth/oauth/token', method: 'post' });

    expect(seen.map((request) => request.method)).toEqual(['POST']);
    await call;
  });

  it("sends a staff session's call with no token of its own: the browser adds the session cookie", async () => {
    const { fetch, seen } = answering(200, { code: 0, msg: '', data: true });
    const { client } = clientWith(fetch, { getToken: () => undefined });

    await expect(client.request({ url: '/upms/role/login' })).resolves.toBe(true);
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
    expect(seen[0]?.credentials).toBe('include');
  });

  it('sends the query without its absent fields and a list comma-separated', async () => {
    const { fetch, seen } = answering(200, ok);
    const { client } = clientWith(fetch);

    await client.request({
      url: '/fftask/pcSchedule/listWeek',
      params: { calendarIds: [2, 1], date: '2026-11-27', firmId: undefined, note: null, n: 0 },
    });

    expect(new URL(seen[0]?.url ?? '').search).toBe('?calendarIds=2%2C1&date=2026-11-27&n=0');
  });

  it('sends a form as a form and anything else as JSON', async () => {
    const { fetch, seen } = answering(200, ok);
    const { client } = clientWith(fetch);

    await client.request({
      url: '/auth/oauth/token',
      method: 'post',
      data: new URLSearchParams({ username: 'zhangsan' }),
    });
    await client.request({ url: '/feedback/submit', method: 'post', data: { comment: 'hi' } });

    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await seen[0]?.text()).toBe('username=zhangsan');
    expect(seen[1]?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await seen[1]?.json()).toEqual({ comment: 'hi' });
  });

  it('passes on the version of the menus and the registry an answer was made with', async () => {
    const { client, calls } = clientWith(
      answering(200, ok, { 'X-Portal-Data-Version': 'a1b2.c3d4' }).fetch,
    );
    await client.request({ url: '/upms/role/login' });
    const { client: without } = clientWith(answering(200, ok).fetch, calls);
    await without.request({ url: '/upms/role/login' });

    expect(calls.dataVersion.mock.calls).toEqual([['a1b2.c3d4']]);
  });

  it('sends no bearer token when the request opts out', async () => {
    const { fetch, seen } = answering(200, ok);
    const { client } = clientWith(fetch);

    await client.request({ url: '/auth/oauth/token', withoutToken: true });

    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('warns with the server message on 401 code 1 and rejects with it', async () => {
    const { client, calls } = clientWith(
      answering(401, { code: 1, msg: 'Incorrect username or password' }).fetch,
    );

    const failure = client.request({ url: '/auth/oauth/token' });

    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      message: 'Incorrect username or password',
      code: 1,
      status: 401,
    });
    expect(calls.notify).toHaveBeenCalledWith('warning', 'Incorrect username or password');
    expect(calls.signOut).not.toHaveBeenCalled();
  });

  it("signs out with the server's message on 401 code 401", async () => {
    const { client, calls } = clientWith(
      answering(401, { code: 401, msg: 'Your password was changed' }).fetch,
    );

    await expect(client.request({ url: '/upms/role/login' })).rejects.toMatchObject({
      message: 'Your password was changed',
    });
    expect(calls.signOut).toHaveBeenCalledWith('Your password was changed');
    expect(calls.notify).not.toHaveBeenCalled();
  });

  it('sends no call that needs a session without one: it fails quietly in place', async () => {
    const server = answering(200, { code: 0, msg: '', data: true });
    const { client, calls } = clientWith(server.fetch, {
      getToken: () => undefined,
      hasSession: () => false,
    });

    await expect(client.request({ url: '/coreSystem/todoAll' })).rejects.toMatchObject({
      code: 401,
      message: 'translated http.signInAgain',
    });
    expect(server.seen).toHaveLength(0);
    expect(calls.signOut).not.toHaveBeenCalled();
    expect(calls.notify).not.toHaveBeenCalled();
    // A call that sends none on purpose still goes.
    await expect(
      client.request({ url: '/auth/oauth/token', method: 'post', withoutToken: true }),
    ).resolves.toBe(true);
    expect(server.seen).toHaveLength(1);
  });

  it('neither notifies nor signs out for a silent request', async () => {
    const { client, calls } = clientWith(answering(401, { code: 401, msg: 'expired' }).fetch);

    await expect(client.request({ url: '/x', silent: true })).rejects.toBeInstanceOf(HttpError);
    expect(calls.signOut).not.toHaveBeenCalled();
    expect(calls.notify).not.toHaveBeenCalled();
  });

  it('keeps an unlogged call out of the local log, and a silent one in it', async () => {
    const { client, calls } = clientWith(answering(200, { code: 500, msg: 'stack trace' }).fetch);

    await expect(
      client.request({ url: '/x', silent: true, unlogged: true }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(calls.log).not.toHaveBeenCalled();
    await expect(client.request({ url: '/x', silent: true })).rejects.toBeInstanceOf(HttpError);
    expect(calls.log).toHaveBeenCalledOnce();
  });

  it('shows "service error" for code 500 and logs the call', async () => {
    const { client, calls } = clientWith(answering(200, { code: 500, msg: 'stack trace' }).fetch);

    await expect(client.request({ url: '/x', method: 'post' })).rejects.toMatchObject({
      message: 'translated http.serviceError',
    });
    expect(calls.notify).toHaveBeenCalledWith('error', 'translated http.serviceError');
    expect(calls.log).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/x', type: 'http', message: 'translated http.serviceError' }),
    );
  });

  it('says the service is unavailable when a proxy answers 502 with its own page', async () => {
    const { client, calls } = clientWith(answering(502, '<html>Bad Gateway</html>').fetch);

    await expect(client.request({ url: '/x' })).rejects.toMatchObject({
      message: 'translated http.serviceUnavailable',
      status: 502,
    });
    expect(calls.log).toHaveBeenCalledOnce();
  });

  it('rejects a transport failure with a clear message and logs it', async () => {
    const { client, calls } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(client.request({ url: '/x' })).rejects.toMatchObject({
      message: 'translated http.networkError',
      code: -1,
    });
    expect(calls.log).toHaveBeenCalledOnce();
    expect(calls.notify).not.toHaveBeenCalled();
  });

  it('says the call timed out when no answer came in time', async () => {
    const { client, calls } = clientWith(unanswered, {}, 20);

    await expect(client.request({ url: '/x' })).rejects.toMatchObject({
      message: 'translated http.timeout',
    });
    expect(calls.log).toHaveBeenCalledOnce();
  });

  it('rejects a cancelled call as it is, without a notice or a log entry', async () => {
    const { client, calls } = clientWith(unanswered);
    const controller = new AbortController();

    const call = client.request({ url: '/x', signal: controller.signal });
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls.log).not.toHaveBeenCalled();
    expect(calls.notify).not.toHaveBeenCalled();
  });
});
