import { createServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Registry } from 'prom-client';
import { ConfigError } from '../../../config';

export type MetricsListener = {
  listen: (address: { port: number; host: string }) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * An HTTP server of its own, apart from the public one, that answers `GET /metrics` with the
 * registries' text for Prometheus and 404 to anything else; it logs no scrape.
 */
export function metricsListener(registries: Registry[], log: FastifyBaseLogger): MetricsListener {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    // Merged at each scrape: the gauges read what they measure as they are collected.
    const merged = Registry.merge(registries);
    merged.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': merged.contentType,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics: the scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end();
      },
    );
  });

  return {
    listen: ({ port, host }) =>
      new Promise((resolve, reject) => {
        const refuse = (error: Error) =>
          reject(
            new ConfigError(
              `Cannot serve the metrics at ${host}:${port} (METRICS_HOST, METRICS_PORT): ${error.message}`,
            ),
          );
        server.once('error', refuse);
        server.listen(port, host, () => {
          server.off('error', refuse);
          // Once it listens, a failure of the listener is logged: it must not end the instance.
          server.on('error', (error) => log.error({ err: error }, 'metrics: the listener failed'));
          resolve();
        });
      }),
    // Idle keep-alive connections (Prometheus keeps its own open) end with the listener.
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
