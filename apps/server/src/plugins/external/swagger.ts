import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Public calls: every other /api call needs the bearer token. */
const publicCalls = new Set([
  '/api/auth/oauth/token',
  '/api/auth/passkey/options',
  '/api/health/live',
  '/api/health/ready',
  '/api/subApps/pins',
]);

/**
 * The API only (the shell's page hosting is not an API), grouped by domain (`/api/<domain>/…`),
 * protected calls marked as needing the bearer token.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
  const security = publicCalls.has(url) ? [] : [{ bearer: [] }];
  return { schema: { ...schema, tags: [url.split('/')[2] ?? 'api'], security }, url };
};

/**
 * The OpenAPI document of every route, from the routes' zod schemas: registered before any
 * route so that it sees them all. Public: JSON at /api/docs/json, the UI at /api/docs.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Portal reference server',
          description:
            'The calls of the portal shell (spec §7). Every answer is `{ code, msg, data }`; ' +
            'protected calls take `Authorization: Bearer <access_token>`.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
