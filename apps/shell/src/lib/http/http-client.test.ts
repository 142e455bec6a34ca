import type { AxiosAdapter } from 'axios';
import { adapterAnswering as answering } from '@/test/answer-http';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client';
import { HttpError } from './http-error';
import type { HttpHooks, HttpSetup } from './http-setup';

function clientWith(hooks: Partial<HttpHooks> = {}) {
  const calls = {
    notify: vi.fn<HttpHooks['notify']>(),
    signOut: vi.fn<HttpHooks['signOut']>(),
    log: vi.fn<HttpHooks['log']>(),
    dataVersion: vi.fn<HttpHooks['dataVersion']>(),
  };
  const setup: HttpSetup = {
    settings: { baseURL: '/api', timeout: 1_000_000 },
    hooks: {
      getToken: () => 'token-1',
      getLanguage: () => 'en',
      translate: (key) => `translated ${key}`,
      ...calls,
      ...hooks,
    },
  };
  return { client: createHttpClient(() => setup), calls };
}

describe('http client', () => {
  it('sends the bearer token, the language and cookies, and resolves with the envelope data', async () => {
    const { client } = clientWith();
    const { adapter, seen } = answering(200, { code: 0, msg: '', data: { userId: 1 } });

    await expect(client.request({ url: '/upms/role/login', adapter })).resolves.toEqual({
      userId: 1,
    });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('en');
    expect(seen[0]?.withCredentials).toBe(true);
    expect(seen[0]?.baseURL).toBe('/api');
    expect(seen[0]?.timeout).toBe(1_000_000);
  });

  it('passes on the version of the menus and the registry an answer was made with', async () => {
    const { client, calls } = clientWith();
    const adapter: AxiosAdapter = (config) =>
      Promise.resolve({
        status: 200,
        statusText: '',
        headers: { 'x-portal-data-version': 'a1b2.c3d4' },
        config,
        data: { code: 0, msg: '', data: null },
      });

    await client.request({ url: '/upms/role/login', adapter });
    await client.request({
      url: '/upms/role/login',
      adapter: answering(200, { code: 0, msg: '', data: null }).adapter,
    });

    expect(calls.dataVersion.mock.calls).toEqual([['a1b2.c3d4']]);
  });

  it('sends no XSRF header, so that no call waits for the cookie to be read', async () => {
    const { client } = clientWith();
    const { adapter, seen } = answering(200, { code: 0, msg: '', data: null });

    await client.request({ url: '/coreSystem/todoAll', adapter });

    expect(seen[0]?.withXSRFToken).toBe(false);
  });

  it('sends no bearer token when the request opts out', async () => {
    const { client } = clientWith();
    const { adapter, seen } = answering(200, { code: 0, msg: '', data: null });

    await client.request({ url: '/auth/oauth/token', adapter, withoutToken: true });

    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('warns with the server message on 401 code 1 and rejects with it', async () => {
    const { client, calls } = clientWith();
    const { adapter } = answering(401, { code: 1, msg: 'Incorrect username or password' });

    const failure = client.request({ url: '/auth/oauth/token', adapter });

    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      message: 'Incorrect username or password',
      code: 1,
      status: 401,
    });
    expect(calls.notify).toHaveBeenCalledWith('warning', 'Incorrect username or password');
    expect(calls.signOut).not.toHaveBeenCalled();
  });

  it('signs out with the translated message on 401 code 401', async () => {
    const { client, calls } = clientWith();
    const { adapter } = answering(401, { code: 401, msg: 'expired' });

    await expect(client.request({ url: '/upms/role/login', adapter })).rejects.toMatchObject({
      message: 'translated http.signInAgain',
    });
    expect(calls.signOut).toHaveBeenCalledWith('translated http.signInAgain');
    expect(calls.notify).not.toHaveBeenCalled();
  });

  it('neither notifies nor signs out for a silent request', async () => {
    const { client, calls } = clientWith();
    const { adapter } = answering(401, { code: 401, msg: 'expired' });

    await expect(client.request({ url: '/x', adapter, silent: true })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(calls.signOut).not.toHaveBeenCalled();
    expect(calls.notify).not.toHaveBeenCalled();
  });

  it('shows "service error" for code 500 and logs the call', async () => {
    const { client, calls } = clientWith();
    const { adapter } = answering(200, { code: 500, msg: 'stack trace' });

    await expect(client.request({ url: '/x', method: 'post', adapter })).rejects.toMatchObject({
      message: 'translated http.serviceError',
    });
    expect(calls.notify).toHaveBeenCalledWith('error', 'translated http.serviceError');
    expect(calls.log).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/x', type: 'http', message: 'translated http.serviceError' }),
    );
  });

  it('rejects a transport failure with a clear message and logs it', async () => {
    const { client, calls } = clientWith();
    const { AxiosError } = await import('axios');
    const adapter: AxiosAdapter = (config) =>
      Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));

    await expect(client.request({ url: '/x', adapter })).rejects.toMatchObject({
      message: 'translated http.networkError',
      code: -1,
    });
    expect(calls.log).toHaveBeenCalledOnce();
    expect(calls.notify).not.toHaveBeenCalled();
  });
});
