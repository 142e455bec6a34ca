import { createServer } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app';
import { freePort } from '../../../testing/free-port';
import { testDialect } from '../../../testing/test-database';
import { appWithMetrics, parseExposition, scrape, valueOf } from './metrics-test-support';

const requests = 'portal_http_requests_total';
const durations = 'portal_http_request_duration_seconds';

describe('the metrics', () => {
  it('count answers by route pattern, method and status, never by the URL asked for', async () => {
    const { app, metricsUrl } = await appWithMetrics();
    const paths = [
      '/api/health/live',
      '/api/health/live',
      // One wildcard route answers both: the shell is not built here (503).
      '/main/wel/index',
      '/main/a/page/of/the/app',
      // No token: the protected route refuses.
      '/api/upms/role/login',
      '/no/such/page/1',
      '/no/such/page/2',
    ];
    for (const url of paths) await app.inject({ url });

    const metrics = await scrape(metricsUrl);
    const count = (route: string, status: string) =>
      valueOf(metrics, requests, { route, method: 'GET', status });
    expect(count('/api/health/live', '200')).toBe(2);
    expect(count('/main/*', '503')).toBe(2);
    expect(count('/api/upms/role/login', '401')).toBe(1);
    expect(count('(unmatched)', '404')).toBe(2);
    const routes = metrics.get(requests)?.samples.map((sample) => sample.labels.route);
    expect(routes).not.toContainEqual(expect.stringMatching(/wel|page/));

    const live = { route: '/api/health/live', method: 'GET' };
    expect(valueOf(metrics, `${durations}_count`, live)).toBe(2);
    expect(valueOf(metrics, `${durations}_bucket`, { ...live, le: '+Inf' })).toBe(2);
    expect(valueOf(metrics, `${durations}_sum`, live)).toBeGreaterThan(0);
  });

  it('are served on their own port only: the public port answers 404 at /metrics', async () => {
    const { app, metricsUrl } = await appWithMetrics();
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const publicPort = await freePort();
    await app.listen({ port: publicPort, host: '127.0.0.1' });
    expect((await fetch(`http://127.0.0.1:${publicPort}/metrics`)).status).toBe(404);

    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    // The metrics port serves nothing of the app.
    const metricsOrigin = new URL(metricsUrl).origin;
    expect((await fetch(`${metricsOrigin}/api/health/live`)).status).toBe(404);
    expect((await fetch(`${metricsOrigin}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('follow the text format, the process metrics among them, every name prefixed portal_', async () => {
    const { app, metricsUrl } = await appWithMetrics();
    await app.inject({ url: '/api/health/live' });
    // scrape() refuses any line that breaks the format.
    const metrics = await scrape(metricsUrl);
    expect(metrics.get(requests)?.type).toBe('counter');
    expect(metrics.get(durations)?.type).toBe('histogram');
    expect(metrics.get('portal_sign_ins_total')?.type).toBe('counter');
    expect(metrics.get('portal_process_cpu_seconds_total')?.type).toBe('counter');
    expect(metrics.get('portal_nodejs_eventloop_lag_seconds')?.type).toBe('gauge');
    expect(metrics.get('portal_nodejs_heap_size_used_bytes')?.type).toBe('gauge');
    expect([...metrics.keys()].filter((name) => !name.startsWith('portal_'))).toEqual([]);
  });

  it('are read by a check of the format that refuses what breaks it', () => {
    const counter = '# HELP a_total A.\n# TYPE a_total counter\n';
    expect(valueOf(parseExposition(`${counter}a_total{x="1"} 3\n`), 'a_total', { x: '1' })).toBe(3);
    expect(() => parseExposition('a_total 3\n')).toThrow('a sample outside its family');
    expect(() => parseExposition(`${counter}a_total{x=1} 3\n`)).toThrow('not a sample line');
    expect(() => parseExposition(`${counter}a_total three\n`)).toThrow('a bad value');
    expect(() => parseExposition(`${counter}${counter}`)).toThrow('a family declared twice');
    const histogram = (inf: number) =>
      `# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} ${inf}\nh_sum 1\nh_count 3\n`;
    expect(() => parseExposition(histogram(3))).not.toThrow();
    expect(() => parseExposition(histogram(1))).toThrow('buckets that do not add up');
  });

  it('read the database pool at each scrape on PostgreSQL, and give none on SQLite', async () => {
    const { app, metricsUrl } = await appWithMetrics();
    await app.inject({ url: '/api/health/ready' });
    const metrics = await scrape(metricsUrl);
    if (testDialect === 'postgres') {
      expect(valueOf(metrics, 'portal_db_pool_max_connections')).toBe(10);
      expect(valueOf(metrics, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(metrics, 'portal_db_pool_idle_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(metrics, 'portal_db_pool_waiting_queries')).toBe(0);
    } else {
      expect([...metrics.keys()].filter((name) => name.startsWith('portal_db_pool'))).toEqual([]);
    }
  });

  it('give the audit shipping lag once the shipper tells how to read it, as it is then', async () => {
    const { app, metricsUrl } = await appWithMetrics();
    const lag = 'portal_audit_shipping_lag_seconds';
    expect((await scrape(metricsUrl)).has(lag)).toBe(false);
    let lagSeconds = 3.5;
    app.metrics.measureAuditShippingLag(() => lagSeconds);
    expect(valueOf(await scrape(metricsUrl), lag)).toBe(3.5);
    lagSeconds = 42;
    expect(valueOf(await scrape(metricsUrl), lag)).toBe(42);
  });

  it('keep the counts of each instance apart', async () => {
    const first = await appWithMetrics();
    const second = await appWithMetrics();
    await first.app.inject({ url: '/api/health/live' });
    const live = { route: '/api/health/live', method: 'GET', status: '200' };
    expect(valueOf(await scrape(first.metricsUrl), requests, live)).toBe(1);
    expect(valueOf(await scrape(second.metricsUrl), requests, live)).toBeUndefined();
  });

  it('stop listening when the app closes', async () => {
    const { app, metricsUrl } = await appWithMetrics();
    await scrape(metricsUrl);
    await app.close();
    await expect(fetch(metricsUrl)).rejects.toThrow();
  });

  it('refuse to start on a port that is taken, naming it', async () => {
    const port = await freePort();
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => squatter.close(() => resolve())));
    const app = await buildTestApp({ METRICS_PORT: String(port) });
    await expect(app.ready()).rejects.toThrow(
      `Cannot serve the metrics at 127.0.0.1:${port} (METRICS_HOST, METRICS_PORT)`,
    );
  });
});
