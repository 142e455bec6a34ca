// Two compiled instances in production on a throwaway PostgreSQL, each with a metrics port of its
// own, scraped by Debian's Prometheus: what the group's monitoring sees of them.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunDatabase, dropRunDatabase } from './run-database';
import { createDatabase } from '../../src/db/database';
import { seedDemoData } from '../../src/db/seed/seed-demo-data';
import { freePort } from '../../src/testing/free-port';
import {
  makeFolder,
  productionSecrets,
  startInstance,
  stopInstance,
  writeShellBuild,
  type Instance,
} from './processes';
import {
  checkMetrics,
  prometheusBinary,
  promtoolBinary,
  startPrometheus,
  type Prometheus,
  type Series,
} from './prometheus-process';

const hasPrometheus = existsSync(prometheusBinary) && existsSync(promtoolBinary);
if (!hasPrometheus && process.env.CI) {
  throw new Error('The metrics test needs Prometheus (Debian: apt-get install prometheus).');
}

const clientAuthorization = `Basic ${Buffer.from(`portal:${productionSecrets.OAUTH_CLIENT_SECRET}`).toString('base64')}`;

type Monitored = { instance: Instance; metricsPort: number; target: string };

const folder = makeFolder('portal-metrics-');
let databaseUrl = '';
let first: Monitored;
let second: Monitored;
let prometheus: Prometheus | undefined;

async function startMonitored(environment: Record<string, string>): Promise<Monitored> {
  const metricsPort = await freePort();
  const instance = await startInstance({ ...environment, METRICS_PORT: String(metricsPort) });
  return { instance, metricsPort, target: `127.0.0.1:${metricsPort}` };
}

function signIn({ instance }: Monitored, username: string, password: string) {
  return fetch(`${instance.origin}/api/auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: clientAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
}

/** Each instance's value in an answer of Prometheus, by its target. */
const byInstance = (series: Series[]): Record<string, number> =>
  Object.fromEntries(series.map(({ metric, value }) => [metric.instance, Number(value[1])]));

describe.runIf(hasPrometheus)('the metrics, scraped by Prometheus', () => {
  beforeAll(async () => {
    databaseUrl = await createRunDatabase('metrics');

    const environment = {
      DATABASE_URL: databaseUrl,
      ...productionSecrets,
      SHELL_DIST: writeShellBuild(folder.path),
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first migrates the empty database.
    first = await startMonitored(environment);
    second = await startMonitored(environment);
    const db = createDatabase({ dialect: 'postgres', connectionString: databaseUrl });
    await seedDemoData(db);
    await db.destroy();
    prometheus = await startPrometheus(folder.path, { targets: [first.target, second.target] });
  });

  afterAll(async () => {
    await prometheus?.stop();
    await Promise.all([first, second].flatMap((m) => (m ? [stopInstance(m.instance)] : [])));
    if (databaseUrl) await dropRunDatabase(databaseUrl);
    folder.remove();
  });

  it('gives each instance’s sign-ins and requests, by outcome and by route pattern', async () => {
    expect((await signIn(first, 'zhangsan', 'Portal@2026')).status).toBe(200);
    expect((await signIn(second, 'lisi', 'not-the-password')).status).toBe(401);
    for (const { instance } of [first, second]) {
      expect((await fetch(`${instance.origin}/api/health/live`)).status).toBe(200);
    }
    const scraper = prometheus as Prometheus;
    const both = (series: Series[]) => series.length === 2;

    const up = await scraper.waitFor('up{job="portal"} == 1', both);
    expect(byInstance(up)).toEqual({ [first.target]: 1, [second.target]: 1 });

    const successes = await scraper.waitFor(
      'portal_sign_ins_total{outcome="success"}',
      (series) => byInstance(series)[first.target] === 1,
    );
    expect(byInstance(successes)).toEqual({ [first.target]: 1, [second.target]: 0 });
    const failures = await scraper.waitFor(
      'portal_sign_ins_total{outcome="failure"}',
      (series) => byInstance(series)[second.target] === 1,
    );
    expect(byInstance(failures)).toEqual({ [first.target]: 0, [second.target]: 1 });

    const tokenCalls = await scraper.waitFor(
      'portal_http_requests_total{route="/api/auth/oauth/token", method="POST"}',
      both,
    );
    expect(
      tokenCalls.map(({ metric, value }) => [metric.instance, metric.status, Number(value[1])]),
    ).toEqual(
      expect.arrayContaining([
        [first.target, '200', 1],
        [second.target, '401', 1],
      ]),
    );
    const liveTimings = await scraper.waitFor(
      'portal_http_request_duration_seconds_count{route="/api/health/live", method="GET"}',
      both,
    );
    expect(Object.values(byInstance(liveTimings))).toEqual([1, 1]);

    const pools = await scraper.waitFor('portal_db_pool_max_connections', both);
    expect(Object.values(byInstance(pools))).toEqual([10, 10]);
    const processes = await scraper.waitFor('portal_process_resident_memory_bytes', both);
    expect(Object.values(byInstance(processes)).every((bytes) => bytes > 0)).toBe(true);
  });

  it('serves them on the metrics port alone, in a text promtool finds sound', async () => {
    for (const { instance, metricsPort } of [first, second]) {
      expect((await fetch(`${instance.origin}/metrics`)).status).toBe(404);
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scrape.status).toBe(200);
      const { code, output } = await checkMetrics(await scrape.text());
      expect(output).toBe('');
      expect(code).toBe(0);
    }
  });
});
