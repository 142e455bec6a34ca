import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParsedBody,
  type EndpointParsedQuery,
  type EndpointQuery,
} from './endpoint';
import {
  homeEndpoints,
  messageListQuerySchema,
  messagePageSchema,
  noticeListQuerySchema,
  noticePageSchema,
  saveReadStatusBodySchema,
  saveReadStatusResultSchema,
  type Message,
  type SaveReadStatusBody,
} from './home';
import type { Page } from './paging';

describe('endpoint', () => {
  it('keeps the definition as written', () => {
    const query = z.object({ pageNum: z.coerce.number() });
    const answer = z.object({ names: z.array(z.string()) });
    const definition = {
      method: 'GET',
      path: '/things/list',
      query,
      answer,
      failures: [400, 401],
    } as const;

    expect(endpoint(definition)).toEqual(definition);
  });

  it('infers the literal method and path, and the query, body and answer of its schemas', () => {
    const rename = endpoint({
      method: 'POST',
      path: '/things/rename',
      body: z.object({ id: z.coerce.number(), name: z.string().default('') }),
      answer: z.object({ id: z.number() }),
    });

    expectTypeOf(rename.method).toEqualTypeOf<'POST'>();
    expectTypeOf(rename.path).toEqualTypeOf<'/things/rename'>();
    expectTypeOf<EndpointQuery<typeof rename>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointBody<typeof rename>>().toEqualTypeOf<{ id: unknown; name?: string }>();
    expectTypeOf<EndpointParsedBody<typeof rename>>().toEqualTypeOf<{ id: number; name: string }>();
    expectTypeOf<EndpointAnswer<typeof rename>>().toEqualTypeOf<{ id: number }>();
  });

  it('takes only the methods and failure statuses of the API and a path from the root', () => {
    const answer = z.null();
    // @ts-expect-error: not a method of the API.
    endpoint({ method: 'get', path: '/things', answer });
    // @ts-expect-error: a path starts at the API base.
    endpoint({ method: 'GET', path: 'things', answer });
    // @ts-expect-error: 200 is the answer, not a failure.
    endpoint({ method: 'GET', path: '/things', answer, failures: [200] });
    expect(answer).toBeDefined();
  });
});

describe('homeEndpoints', () => {
  it('declares the three Home calls with the schemas of the contract', () => {
    expect(homeEndpoints.listNotices).toEqual({
      method: 'GET',
      path: '/uniHome/notices/list',
      appScope: 'home',
      query: noticeListQuerySchema,
      answer: noticePageSchema,
      failures: [400, 401, 403],
    });
    expect(homeEndpoints.listMessages).toEqual({
      method: 'GET',
      path: '/uniHome/page/message/list',
      appScope: 'home',
      query: messageListQuerySchema,
      answer: messagePageSchema,
      failures: [400, 401, 403],
    });
    expect(homeEndpoints.saveReadStatus).toEqual({
      method: 'POST',
      path: '/uniHome/save/status',
      appScope: 'home',
      body: saveReadStatusBodySchema,
      bodyEncoding: 'form',
      answer: saveReadStatusResultSchema,
      failures: [400, 401, 403, 404],
    });
  });

  it('types the calls as the shell sends them and the server reads them', () => {
    expectTypeOf<EndpointAnswer<typeof homeEndpoints.listMessages>>().toEqualTypeOf<
      Page<Message>
    >();
    expectTypeOf<EndpointParsedQuery<typeof homeEndpoints.listNotices>>().toEqualTypeOf<{
      pageNum: number;
      pageSize: number;
      keyword: string | undefined;
    }>();
    expectTypeOf<
      EndpointBody<typeof homeEndpoints.saveReadStatus>
    >().toEqualTypeOf<SaveReadStatusBody>();
    expectTypeOf<EndpointQuery<typeof homeEndpoints.saveReadStatus>>().toEqualTypeOf<undefined>();
  });
});
