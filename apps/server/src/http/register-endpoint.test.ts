import { endpoint } from '@portal/contract';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { failure, failureEnvelopeSchema, ok } from './envelope';
import { pathBelowPrefix, registerEndpoint } from './register-endpoint';
import { validatorCompiler } from './validator-compiler';

const listThings = endpoint({
  method: 'GET',
  path: '/things/list',
  query: z.object({ pageNum: z.coerce.number().int().min(1) }),
  answer: z.object({ pageNum: z.number(), names: z.array(z.string()) }),
  failures: [400, 401],
});

const renameThing = endpoint({
  method: 'POST',
  path: '/things/rename',
  body: z.object({ id: z.number().int(), name: z.string().trim() }),
  answer: z.object({ id: z.number(), name: z.string() }),
  failures: [400, 404],
});

/** A tiny app with the server's compilers, the endpoints in a plugin at /api/things. */
async function appWith(register: (app: FastifyInstance) => void) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Failures answer the failure envelope, as the server's error handler does.
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
    reply.status(error.statusCode ?? 500).send(failure(1, error.message)),
  );
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(
    async (api) => {
      await api.register(
        async (things) => {
          register(things);
        },
        { prefix: '/things' },
      );
    },
    { prefix: '/api' },
  );
  await app.ready();
  onTestFinished(() => app.close());
  return { app, routes };
}

describe('registerEndpoint', () => {
  it('registers the method, the path below the prefix and the schemas of the endpoint', async () => {
    const { routes } = await appWith((app) => {
      registerEndpoint(app, listThings, async () => ok({ pageNum: 1, names: [] }));
      registerEndpoint(app, renameThing, async (request) => ok(request.body));
    });

    const list = routes.find((route) => route.url === '/api/things/list' && route.method === 'GET');
    expect(list?.schema?.querystring).toBe(listThings.query);
    expect(list?.schema?.body).toBeUndefined();
    expect(Object.keys(list?.schema?.response ?? {})).toEqual(['200', '400', '401']);
    expect((list?.schema?.response as Record<number, unknown>)[401]).toBe(failureEnvelopeSchema);

    const rename = routes.find((route) => route.url === '/api/things/rename');
    expect(rename?.method).toBe('POST');
    expect(rename?.schema?.body).toBe(renameThing.body);
    expect(rename?.schema?.querystring).toBeUndefined();
    expect(Object.keys(rename?.schema?.response ?? {})).toEqual(['200', '400', '404']);
  });

  it('hands the handler the parsed query and body and answers in the envelope', async () => {
    const { app } = await appWith((api) => {
      registerEndpoint(api, listThings, async (request) =>
        ok({ pageNum: request.query.pageNum, names: ['a'], extra: true }),
      );
      registerEndpoint(api, renameThing, async (request) => ok(request.body));
    });

    const list = await app.inject({ url: '/api/things/list?pageNum=3' });
    expect(list.statusCode).toBe(200);
    // The answer is serialised through its schema: a field it does not declare is left out.
    expect(list.json()).toEqual({ code: 0, msg: '', data: { pageNum: 3, names: ['a'] } });

    const rename = await app.inject({
      method: 'POST',
      url: '/api/things/rename',
      payload: { id: 7, name: '  b ' },
    });
    expect(rename.json()).toEqual({ code: 0, msg: '', data: { id: 7, name: 'b' } });

    const badQuery = await app.inject({ url: '/api/things/list?pageNum=0' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toMatchObject({ code: 1, data: null });
    expect((await app.inject({ method: 'POST', url: '/api/things/list' })).statusCode).toBe(404);
  });
});

describe('pathBelowPrefix', () => {
  it('takes off the leading part of the path the plugin is mounted at', () => {
    expect(pathBelowPrefix('/api/uniHome', '/uniHome/notices/list')).toBe('/notices/list');
    expect(pathBelowPrefix('/uniHome', '/uniHome/page/message/list')).toBe('/page/message/list');
    expect(pathBelowPrefix('/api/uniHome/page', '/uniHome/page/message/list')).toBe(
      '/message/list',
    );
  });

  it('refuses an endpoint whose path does not start where the plugin is mounted', () => {
    expect(() => pathBelowPrefix('/api/finance', '/uniHome/notices/list')).toThrow(
      /\/uniHome\/notices\/list .*\/api\/finance/,
    );
    expect(() => pathBelowPrefix('', '/uniHome/notices/list')).toThrow(/plugin at \//);
  });
});
