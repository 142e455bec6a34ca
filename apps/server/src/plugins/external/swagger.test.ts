import { allEndpoints } from '@portal/contract';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, onTestFinished } from 'vitest';
import { portalApp } from '../../app';
import { loadConfig } from '../../config';
import { validatorCompiler } from '../../http/validator-compiler';
import { createTestDatabase } from '../../testing/test-database';

type Operation = {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The app with every route it registers, seen by a hook added before any of them. */
async function appWithRouteList() {
  const database = await createTestDatabase();
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  const config = loadConfig({
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    SHELL_DIST: '/nonexistent/portal-shell-dist',
  });
  await app.register(portalApp, { config });
  await app.ready();
  onTestFinished(async () => {
    await app.close();
    await database.drop();
  });
  return { app, routes };
}

/** `/api/upms/x/:id` as OpenAPI writes it: `/api/upms/x/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const isDocumented = (route: RouteOptions) =>
  route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');

describe('the routes of the app', () => {
  it('serve every endpoint of the contract at its method and path', async () => {
    const { routes } = await appWithRouteList();
    const served = new Set(
      routes.flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`)),
    );

    const unserved = allEndpoints()
      .map(({ method, path }) => `${method} /api${path}`)
      .filter((endpoint) => !served.has(endpoint));
    expect(unserved).toEqual([]);
  });
});

describe('GET /api/docs/json', () => {
  it('documents every /api route with its method', async () => {
    const { app, routes } = await appWithRouteList();
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);

    const apiRoutes = routes.filter(isDocumented);
    expect(apiRoutes.length).toBeGreaterThan(10);
    for (const route of apiRoutes) {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      for (const method of methods) {
        const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        expect(operation, `${method} ${route.url}`).toBeDefined();
      }
    }
  });

  it('shows the schema of every body and query string', async () => {
    const { app, routes } = await appWithRouteList();
    const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    for (const route of routes.filter(isDocumented)) {
      const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
      for (const method of [route.method].flat().filter((method) => method !== 'HEAD')) {
        const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        const label = `${method} ${route.url}`;
        if (schema?.body) {
          expect(Object.keys(operation?.requestBody?.content ?? {}), label).not.toEqual([]);
        }
        if (schema?.querystring) {
          const inQuery = operation?.parameters?.filter((parameter) => parameter.in === 'query');
          expect(inQuery?.length, label).toBeGreaterThan(0);
        }
      }
    }
    const menu = document.paths['/api/upms/menu/getTreeByRoleId']?.get;
    expect(menu?.parameters?.map((parameter) => parameter.name).sort()).toEqual([
      'firmId',
      'userId',
    ]);
  });

  it('groups calls by domain, marks the protected ones, and leaves the page hosting out', async () => {
    const { app } = await appWithRouteList();
    const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
    const token = document.paths['/api/auth/oauth/token']?.post;
    expect(token?.tags).toEqual(['auth']);
    expect(token?.security).toEqual([]);
    const schedule = document.paths['/api/fftask/pcSchedule/listWeek']?.get;
    expect(schedule?.tags).toEqual(['fftask']);
    expect(schedule?.security).toEqual([{ bearer: [] }]);
  });

  it('is public, like the UI at /api/docs', async () => {
    const { app } = await appWithRouteList();
    expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
