import { crmRoutes, homeRoutes } from '@portal/contract/routes';
import { fetchAnswering as answering } from '@/test/answer-http';
import { describe, expect, it, vi } from 'vitest';
import { ContractDriftError, createEndpointCaller } from './call-endpoint';
import { createHttpClient, type RequestConfig } from './http-client';
import { HttpError } from './http-error';
import type { HttpSetup } from './http-setup';

/** A caller whose client answers every call with `body` (the shell's client, its network stubbed). */
function callerAnswering(status: number, body: unknown) {
  const { fetch, seen: requests } = answering(status, body);
  const setup: HttpSetup = {
    settings: { baseURL: 'http://portal.test/api', timeout: 1_000_000 },
    hooks: {
      getToken: () => 'token-1',
      hasSession: () => true,
      getLanguage: () => 'en',
      translate: (key) => `translated ${key}`,
      notify: vi.fn(),
      signOut: vi.fn(),
      log: vi.fn(),
      dataVersion: vi.fn(),
    },
  };
  const client = createHttpClient(() => setup, fetch);
  // What the caller asked of the client, and what went on the wire.
  const seen: RequestConfig[] = [];
  const callEndpoint = createEndpointCaller({
    request: (config) => {
      seen.push(config);
      return client.request(config);
    },
  });
  return { callEndpoint, seen, requests };
}

const page = { records: [], total: 0, pageNum: 1, pageSize: 10 };

describe('callEndpoint', () => {
  it('sends the query to the endpoint path with its method and resolves with the answer', async () => {
    const { callEndpoint, requests } = callerAnswering(200, { code: 0, msg: '', data: page });

    await expect(
      callEndpoint(homeRoutes.listNotices, { query: { pageNum: 2, pageSize: 5 } }),
    ).resolves.toEqual(page);

    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(
      'http://portal.test/api/uniHome/notices/list?pageNum=2&pageSize=5',
    );
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends a form body as a form', async () => {
    const saved = { id: 3, type: 'message', status: 'read' };
    const form = callerAnswering(200, { code: 0, msg: '', data: saved });

    await expect(
      form.callEndpoint(homeRoutes.saveReadStatus, {
        body: { id: 3, type: 'message', status: 'read' },
      }),
    ).resolves.toEqual(saved);

    const [request] = form.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://portal.test/api/uniHome/save/status');
    expect(request?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await request?.text()).toBe('id=3&type=message&status=read');
  });

  it('sends a JSON body as JSON', async () => {
    const json = callerAnswering(200, { code: 0, msg: '', data: 'manager' });

    await expect(
      json.callEndpoint(crmRoutes.getUserRole, { body: ['ROLE_A', 'ROLE_B'] }),
    ).resolves.toBe('manager');

    const [request] = json.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://portal.test/api/crm/new/cusPool/role');
    expect(request?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await request?.text()).toBe('["ROLE_A","ROLE_B"]');
  });

  it('rejects an answer that drifted from the contract with an error naming the endpoint', async () => {
    const drifted = { ...page, records: [{ id: 'one', title: 'Holiday' }] };
    const { callEndpoint } = callerAnswering(200, { code: 0, msg: '', data: drifted });

    const call = callEndpoint(homeRoutes.listNotices, { query: { pageNum: 1, pageSize: 10 } });

    await expect(call).rejects.toBeInstanceOf(ContractDriftError);
    await expect(call).rejects.toThrow(
      /^GET \/uniHome\/notices\/list answered data that does not match the contract: records\.0\.id: /,
    );
  });

  it("keeps the client's errors and passes the signal on", async () => {
    const { callEndpoint, seen } = callerAnswering(403, { code: 1, msg: 'No access' });
    const controller = new AbortController();

    const call = callEndpoint(homeRoutes.listMessages, {
      query: { pageNum: 1, pageSize: 1, status: 'unread' },
      signal: controller.signal,
      silent: true,
    });

    await expect(call).rejects.toBeInstanceOf(HttpError);
    await expect(call).rejects.toMatchObject({ message: 'No access', status: 403 });
    expect(seen[0]?.signal).toBe(controller.signal);
    expect(seen[0]?.silent).toBe(true);
    expect(seen[0]?.params).toEqual({ pageNum: 1, pageSize: 1, status: 'unread' });
  });

  it('refuses a route that is no endpoint of the contract', async () => {
    const { callEndpoint } = callerAnswering(200, { code: 0, msg: '', data: page });
    const unknownRoute = { method: 'GET', path: '/uniHome/nowhere' } as const;

    // @ts-expect-error: no endpoint of the contract is called there.
    await expect(callEndpoint(unknownRoute)).rejects.toThrow(
      'GET /uniHome/nowhere is not an endpoint of the contract',
    );
  });

  it('takes the parts the endpoint declares and no other (types)', () => {
    const { callEndpoint } = callerAnswering(200, { code: 0, msg: '', data: page });
    const noCall = () => {
      // @ts-expect-error: the notices call needs its query.
      void callEndpoint(homeRoutes.listNotices);
      // @ts-expect-error: the save call takes a body, not a query.
      void callEndpoint(homeRoutes.saveReadStatus, { query: { id: 1 } });
      // @ts-expect-error: a message status is read or unread.
      void callEndpoint(homeRoutes.listMessages, { query: { status: 'seen' } });
    };
    expect(noCall).toBeTypeOf('function');
  });
});
