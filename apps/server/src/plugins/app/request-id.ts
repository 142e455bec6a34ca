import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** What a request id from outside may look like: short, and nothing a log line could misread. */
const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` a proxy or client sent, when it is safe to log,
 * else a new UUID. Every log line of the request carries it as `reqId`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && safeRequestId.test(given) ? given : randomUUID();
}

/** Echoes the request id in the `x-request-id` header of every answer. */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
