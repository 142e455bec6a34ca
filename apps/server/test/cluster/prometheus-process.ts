// Debian's Prometheus and promtool for the metrics test: a Prometheus of the test's own on a free
// port, scraping the instances' metrics ports every second, its storage in the test's folder,
// stopped when the test file ends.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { freePort } from '../../src/testing/free-port';

export const prometheusBinary = '/usr/bin/prometheus';
export const promtoolBinary = '/usr/bin/promtool';

/** One series of an instant vector, as Prometheus' HTTP API answers a query. */
export type Series = { metric: Record<string, string>; value: [time: number, value: string] };

export type Prometheus = {
  origin: string;
  /** The series `promql` selects now (`/api/v1/query`). */
  query: (promql: string) => Promise<Series[]>;
  /**
   * Asks `promql` until `isComplete` holds of its answer, scrape after scrape, and answers it;
   * throws after `deadlineMs` with the last answer and Prometheus' log.
   */
  waitFor: (
    promql: string,
    isComplete: (series: Series[]) => boolean,
    deadlineMs?: number,
  ) => Promise<Series[]>;
  stop: () => Promise<void>;
};

/** How often a wait asks again: Prometheus scrapes every second. */
const askAgainMs = 100;

/** Asks `attempt` until it gives a value; past `deadlineMs`, the last `failure()` is thrown. */
function poll<T>(
  attempt: () => Promise<T | undefined>,
  deadlineMs: number,
  failure: () => Error,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const result = await attempt();
      if (result === undefined) throw failure();
      return result;
    },
    { timeout: deadlineMs, interval: askAgainMs },
  );
}

/** A Prometheus scraping `targets` (each listener's host:port) every second, as job `portal`. */
export async function startPrometheus(
  folder: string,
  { targets }: { targets: string[] },
): Promise<Prometheus> {
  const port = await freePort();
  const home = join(folder, 'prometheus');
  mkdirSync(join(home, 'data'), { recursive: true });
  const configFile = join(home, 'prometheus.yml');
  writeFileSync(
    configFile,
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      'scrape_configs:',
      '  - job_name: portal',
      '    static_configs:',
      `      - targets: [${targets.map((target) => `'${target}'`).join(', ')}]`,
      '',
    ].join('\n'),
  );
  const child = spawn(
    prometheusBinary,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${join(home, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;

  await poll(
    async () => {
      if (child.exitCode !== null) throw new Error(`Prometheus did not start:\n${log}`);
      const ready = await fetch(`${origin}/-/ready`).then(
        (response) => response.ok,
        () => false,
      );
      return ready || undefined;
    },
    30_000,
    () => new Error(`Prometheus was not ready in time:\n${log}`),
  );

  const query = async (promql: string) => {
    const response = await fetch(
      `${origin}/api/v1/query?${new URLSearchParams({ query: promql })}`,
    );
    const answer = (await response.json()) as {
      status: string;
      error?: string;
      data?: { resultType: string; result: Series[] };
    };
    if (answer.status !== 'success' || answer.data?.resultType !== 'vector') {
      throw new Error(`Prometheus refused ${promql}: ${answer.error ?? JSON.stringify(answer)}`);
    }
    return answer.data.result;
  };

  return {
    origin,
    query,
    waitFor: async (promql, isComplete, deadlineMs = 30_000) => {
      let last: Series[] = [];
      return poll(
        async () => {
          last = await query(promql);
          return isComplete(last) ? last : undefined;
        },
        deadlineMs,
        () =>
          new Error(
            `Prometheus never had what was expected of ${promql}; last: ${JSON.stringify(last)}\n${log}`,
          ),
      );
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `promtool check metrics` on a scrape's text: its exit code and what it said. */
export function checkMetrics(text: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(promtoolBinary, ['check', 'metrics'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(text);
  });
}
