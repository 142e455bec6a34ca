// `node bench/scale/run.mjs`: the workbench's first-screen calls on a large group's data against
// the same calls on the demo's, in the same run, on PostgreSQL (the whole group) and SQLite (a
// tenth of it), for one user and for 8 and 32 at once. Writes bench/results/scale.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer, makeFolder, startServer } from '../lib/load-cluster.mjs';
import { roundTo } from '../lib/statistics.mjs';
import { concurrentUsernames, postgresSettings, prepareDatabases } from './databases.mjs';
import { measureCall, signIn, workbenchCalls } from './measure.mjs';

const root = new URL('../..', import.meta.url).pathname;
const rounds = Number(process.env.SCALE_RUNS ?? 200);
const capMs = Number(process.env.SCALE_CAP_SECONDS ?? 10) * 1000;
const budget = { p99ToDemo: 3, postgresP99At8Ms: 50 };
const secrets = {
  PORTAL_JWT_SECRET: 'scale-bench-id-token-key-of-more-than-32-characters',
  OAUTH_CLIENT_SECRET: 'scale-bench-client-secret',
};
const clientSecret = { postgres: secrets.OAUTH_CLIENT_SECRET, sqlite: 'portal-secret' };

/** The day in the group's offices (UTC+8), as the shell asks the week of. */
const officeDay = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function startFor(dialect, url, bundle) {
  const environment =
    dialect === 'postgres' ? { DATABASE_URL: url, ...secrets } : { DATABASE_URL: url };
  return startServer(environment, bundle);
}

async function sessions(dialect, server) {
  const day = officeDay();
  const one = [await signIn(server.origin, clientSecret[dialect], 'zhangsan', day)];
  const many = [];
  for (const username of concurrentUsernames(32)) {
    many.push(await signIn(server.origin, clientSecret[dialect], username, day));
  }
  return { 1: one, 8: many.slice(0, 8), 32: many };
}

const ratio = (large, demo) =>
  large === null || demo === null ? null : roundTo(large / Math.max(demo, 0.1), 2);
const hasFailures = (figures) => Object.values(figures).some((each) => each.failures);

/** Every call on both sizes of one dialect, the sizes in turn call by call. */
export async function measureDialect(dialect, urls, bundle, calls = workbenchCalls) {
  const servers = {
    demo: await startFor(dialect, urls.demo, bundle),
    large: await startFor(dialect, urls.large, bundle),
  };
  try {
    const users = { demo: await sessions(dialect, servers.demo) };
    users.large = await sessions(dialect, servers.large);
    const results = [];
    for (const call of calls) {
      const figures = { demo: {}, large: {} };
      for (const concurrency of [1, 8, 32]) {
        for (const size of ['demo', 'large']) {
          figures[size][concurrency] = await measureCall(
            servers[size].origin,
            call,
            users[size][concurrency],
            {
              rounds: concurrency === 1 ? rounds : Math.max(3, Math.ceil(200 / concurrency)),
              capMs,
            },
          );
        }
      }
      const p99Ratio = ratio(figures.large[1].p99Ms, figures.demo[1].p99Ms);
      const checks = {
        p99ToDemo: p99Ratio !== null && p99Ratio <= budget.p99ToDemo,
        noFailures: !hasFailures(figures.large),
      };
      if (dialect === 'postgres') {
        checks.p99At8 =
          figures.large[8].p99Ms !== null && figures.large[8].p99Ms <= budget.postgresP99At8Ms;
      }
      const result = {
        call: call.name,
        demo: figures.demo,
        large: figures.large,
        ratios: {
          p50: ratio(figures.large[1].p50Ms, figures.demo[1].p50Ms),
          p99: p99Ratio,
          p99At8: ratio(figures.large[8].p99Ms, figures.demo[8].p99Ms),
          p99At32: ratio(figures.large[32].p99Ms, figures.demo[32].p99Ms),
        },
        isWithinBudget: Object.values(checks).every(Boolean),
      };
      results.push(result);
      const large = figures.large;
      console.log(
        `${dialect.padEnd(8)} ${call.name.padEnd(16)} p50 ${large[1].p50Ms} ms (${result.ratios.p50}x demo)  p99 ${large[1].p99Ms} ms (${p99Ratio}x)  8 users p99 ${large[8].p99Ms} ms  32 users p99 ${large[32].p99Ms} ms${hasFailures(large) ? '  (some failed)' : ''}  ${result.isWithinBudget ? 'within' : 'OVER'}`,
      );
    }
    return { results, servers, users };
  } catch (error) {
    await servers.demo.stop();
    await servers.large.stop();
    throw error;
  }
}

/** listWeek on the group's data with PostgreSQL's JIT on (its default) and off, for the docs. */
export async function measureJit(url, bundle) {
  const listWeek = workbenchCalls.find((call) => call.name === 'listWeek');
  const figures = {};
  for (const jit of ['on', 'off']) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`ALTER DATABASE portal SET jit = ${jit}`);
    await admin.end();
    const server = await startFor('postgres', url, bundle);
    try {
      const users = await sessions('postgres', server);
      figures[jit] = {
        1: await measureCall(server.origin, listWeek, users[1], { rounds, capMs }),
        8: await measureCall(server.origin, listWeek, users[8], { rounds: 25, capMs }),
      };
    } finally {
      await server.stop();
    }
  }
  return figures;
}

async function main() {
  const [loadAverageAtStart] = loadavg();
  const bundle = process.env.SCALE_SERVER_BUNDLE;
  if (!bundle) buildServer();
  const folder = makeFolder();
  let postgres;
  try {
    const prepared = await prepareDatabases(folder.path, {
      bundle,
      // Smaller groups for trying the bench out; the budget is for the whole group.
      scale: Number(process.env.SCALE_FACTOR ?? 1),
      log: (line) => console.log(line),
    });
    postgres = prepared.postgres;
    const results = {};
    for (const dialect of ['postgres', 'sqlite']) {
      const measured = await measureDialect(dialect, prepared.urls[dialect], bundle);
      await measured.servers.demo.stop();
      await measured.servers.large.stop();
      results[dialect] = measured.results;
    }
    const jit = await measureJit(prepared.urls.postgres.large, bundle);
    console.log(
      `postgres listWeek, JIT on: p50 ${jit.on[1].p50Ms} ms, 8 users p99 ${jit.on[8].p99Ms} ms; off: p50 ${jit.off[1].p50Ms} ms, 8 users p99 ${jit.off[8].p99Ms} ms`,
    );
    const over = Object.entries(results).flatMap(([dialect, calls]) =>
      calls.filter((call) => !call.isWithinBudget).map((call) => `${dialect} ${call.call}`),
    );
    console.log(over.length === 0 ? 'every call within budget' : `over budget: ${over.join(', ')}`);
    const directory = join(root, 'bench/results');
    mkdirSync(directory, { recursive: true });
    writeFileSync(
      join(directory, 'scale.json'),
      `${JSON.stringify(
        {
          measure: 'workbench-at-scale',
          description:
            "the workbench's first-screen calls against the compiled server on a large group's generated data and on the demo's, in the same run: PostgreSQL with the whole group, SQLite with a tenth; zhangsan alone (the demo user, given a heavy user's to-dos and messages in the group), and 8 and 32 generated users of firm 1 at once, each asking back to back",
          measuredAt: new Date().toISOString(),
          node: process.version,
          cores: cpus().length,
          loadAverageAtStart: roundTo(loadAverageAtStart ?? 0, 2),
          roundsForOneUser: rounds,
          sizes: prepared.sizes,
          generationSeconds: prepared.generationSeconds,
          postgresSettings,
          budget,
          results,
          listWeekJit: jit,
          isWithinBudget: over.length === 0,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    postgres?.stop();
    folder.remove();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
