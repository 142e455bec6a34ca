import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched: one series, whatever the URL was. */
export const unmatchedRoute = '(unmatched)';

/**
 * Seconds, from what staff do not notice (5 ms) to what they give up on (10 s); the session watch
 * holds its request up to 55 s, and its own buckets keep it apart from the rest.
 */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * Counts every answer by route, method and status, and times it by route and method. The route is
 * the pattern it was registered with (`/api/platform/subApps/:id`), never the URL: a label takes
 * a bounded number of values, whatever callers send.
 */
export function observeRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? unmatchedRoute;
    const { method } = request;
    requests.inc({ route, method, status: String(reply.statusCode) });
    durations.observe({ route, method }, reply.elapsedTime / 1000);
  });
}
