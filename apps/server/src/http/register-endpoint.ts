import {
  envelopeSchema,
  type AppScope,
  type Endpoint,
  type EndpointAnswerInput,
  type EndpointParsedBody,
  type EndpointParsedHeaders,
  type EndpointParsedQuery,
  type Envelope,
} from '@portal/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { failureEnvelopeSchema } from './envelope';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyContextConfig {
    /**
     * The scope an app's token needs to call the route (the contract's `Route.appScope`); null or
     * absent (a route not registered as an endpoint): no app's token may.
     */
    appScope?: AppScope | null;
  }
}

/** The request of an endpoint's handler: its query and body as its schemas parse them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Querystring: EndpointParsedQuery<E>;
  Body: EndpointParsedBody<E>;
  Headers: EndpointParsedHeaders<E>;
}>;

/** Answers an endpoint's call with the envelope of its answer (or throws an error to answer). */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Envelope<EndpointAnswerInput<E>>>;

/**
 * The endpoint's path below the plugin's prefix: the plugin is mounted at the leading part of
 * the endpoint's path (`/uniHome/notices/list` in a plugin at `/api/uniHome` is `/notices/list`).
 */
export function pathBelowPrefix(prefix: string, path: string): string {
  const segments = path.split('/').slice(1);
  for (let count = segments.length - 1; count >= 1; count -= 1) {
    const lead = `/${segments.slice(0, count).join('/')}`;
    if (prefix === lead || prefix.endsWith(lead)) {
      return `/${segments.slice(count).join('/')}`;
    }
  }
  throw new Error(
    `${path} cannot be registered in a plugin at ${prefix || '/'}: mount the plugin at the leading part of the path`,
  );
}

/** The route's schema: the endpoint's query and body, its answer in the envelope, its failures. */
function schemaOf(endpoint: Endpoint): FastifySchema {
  const failureSchema = endpoint.failureData
    ? envelopeSchema(endpoint.failureData.nullable())
    : failureEnvelopeSchema;
  const failures = Object.fromEntries(
    (endpoint.failures ?? []).map((status) => [status, failureSchema]),
  ) as Record<number, z.ZodType>;
  return {
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    response: { 200: envelopeSchema(endpoint.answer), ...failures },
  };
}

/**
 * What a route adds to its endpoint: hooks that run before its schemas (the client's check) or
 * after them (a duty of this route alone), a body limit of its own.
 */
export type EndpointRouteOptions = Pick<
  RouteShorthandOptions,
  'onRequest' | 'preHandler' | 'bodyLimit'
>;

/**
 * Registers a contract endpoint on a plugin mounted at the leading part of its path: its method,
 * its path below the plugin's prefix, its query, body, header and answer schemas, the scope an
 * app's token needs (the auth hook checks it), and its handler.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: pathBelowPrefix(app.prefix, endpoint.path),
    schema: schemaOf(endpoint),
    config: { appScope: endpoint.appScope ?? null },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
