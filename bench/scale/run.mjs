// `node bench/scale/run.mjs`: the workbench's first-screen calls on a large group's data against
// the same calls on the demo's, in the same run, on PostgreSQL (the whole group) and SQLite (a
// tenth of it), for one user and for 8 and 32 at once. Writes bench/results/scale.json.
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer, makeFolder, productionSecrets, startServer } from '../lib/load-cluster.mjs';
import {
  failShortRunOnFailedAnswers,
  isShort,
  shortOr,
  verdict,
  writeResult,
} from '../lib/short-mode.mjs';
import { roundTo, withLoadAverage } from '../lib/statistics.mjs';
import { concurrentUsernames, postgresSettings, prepareDatabases } from './databases.mjs';
import { measureInterleaved, signIn, workbenchCalls } from './measure.mjs';

const rounds = Number(process.env.SCALE_RUNS ?? shortOr(3, 400));
const capMs = Number(process.env.SCALE_CAP_SECONDS ?? 10) * 1000;
const budget = { p99ToDemo: 3, postgresP99At8Ms: 50 };
const clientSecret = { postgres: productionSecrets.OAUTH_CLIENT_SECRET, sqlite: 'portal-secret' };

/** The day in the group's offices (UTC+8), as the shell asks the week of. */
const officeDay = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function startFor(dialect, url, bundle) {
  // SERVER_TIMING: the servers send their own handling time, which the budget is checked on.
  const environment =
    dialect === 'postgres'
      ? { DATABASE_URL: url, SERVER_TIMING: 'true', ...productionSecrets }
      : { DATABASE_URL: url, SERVER_TIMING: 'true' };
  return startServer(environment, bundle);
}

async function sessions(dialect, server) {
  const day = officeDay();
  const signInAs = (username) => signIn(server.origin, clientSecret[dialect], username, day);
  const one = [await signInAs('zhangsan')];
  // At once: each password check waits on the server's hashing threads, not on the others.
  const many = await Promise.all(concurrentUsernames(32).map(signInAs));
  return { 1: one, 8: many.slice(0, 8), 32: many };
}

/**
 * Rounds of each measure: one user asks `rounds` times; 8 and 32 at once ask 400 requests
 * between them (one round each in the short mode, without warm-up). Warm-up rounds (not
 * counted) first.
 */
const roundsAt = (concurrency) =>
  concurrency === 1
    ? { rounds, warmUpRounds: shortOr(1, 20) }
    : {
        rounds: shortOr(1, Math.max(3, Math.ceil(400 / concurrency))),
        warmUpRounds: shortOr(0, 3),
      };

/**
 * The figures the budget is checked on: the server's own handling time (its Server-Timing
 * header), which the load generator's scheduling on the same cores does not lengthen; the round
 * trip when a server sends no such header (SCALE_SERVER_BUNDLE of an older build).
 */
const judgedFigures = (bySize) =>
  Object.fromEntries(
    Object.entries(bySize).map(([concurrency, figures]) => [
      concurrency,
      figures.serverP99Ms === null
        ? { p50: figures.p50Ms, p99: figures.p99Ms }
        : { p50: figures.serverP50Ms, p99: figures.serverP99Ms },
    ]),
  );

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
        const measured = await measureInterleaved(
          {
            demo: { origin: servers.demo.origin, users: users.demo[concurrency] },
            large: { origin: servers.large.origin, users: users.large[concurrency] },
          },
          call,
          { ...roundsAt(concurrency), capMs },
        );
        figures.demo[concurrency] = measured.demo;
        figures.large[concurrency] = measured.large;
      }
      failShortRunOnFailedAnswers(
        Object.entries(figures).flatMap(([size, bySize]) =>
          Object.entries(bySize).map(([concurrency, measured]) => [
            `${dialect} ${call.name}, ${size}, ${concurrency} users`,
            measured.failures ?? 0,
          ]),
        ),
      );
      const judged = { demo: judgedFigures(figures.demo), large: judgedFigures(figures.large) };
      const p99Ratio = ratio(judged.large[1].p99, judged.demo[1].p99);
      const checks = {
        p99ToDemo: p99Ratio !== null && p99Ratio <= budget.p99ToDemo,
        noFailures: !hasFailures(figures.large),
      };
      if (dialect === 'postgres') {
        checks.p99At8 =
          judged.large[8].p99 !== null && judged.large[8].p99 <= budget.postgresP99At8Ms;
      }
      const result = {
        call: call.name,
        demo: figures.demo,
        large: figures.large,
        // Of the server's handling times (see `judgedFigures`).
        ratios: {
          p50: ratio(judged.large[1].p50, judged.demo[1].p50),
          p99: p99Ratio,
          p99At8: ratio(judged.large[8].p99, judged.demo[8].p99),
          p99At32: ratio(judged.large[32].p99, judged.demo[32].p99),
        },
        roundTripRatios: {
          p99: ratio(figures.large[1].p99Ms, figures.demo[1].p99Ms),
          p99At8: ratio(figures.large[8].p99Ms, figures.demo[8].p99Ms),
        },
        checks,
        isWithinBudget: Object.values(checks).every(Boolean),
      };
      results.push(result);
      const large = figures.large;
      console.log(
        `${dialect.padEnd(8)} ${call.name.padEnd(16)} server p50 ${judged.large[1].p50} ms (${result.ratios.p50}x demo)  p99 ${judged.large[1].p99} ms (${p99Ratio}x)  8 users p99 ${judged.large[8].p99} ms  32 users p99 ${judged.large[32].p99} ms | round trip p99 ${large[1].p99Ms} ms (${result.roundTripRatios.p99}x)  8 users ${large[8].p99Ms} ms${hasFailures(large) ? '  (some failed)' : ''}  ${verdict(result.isWithinBudget)}`,
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
        1: (
          await measureInterleaved(
            { large: { origin: server.origin, users: users[1] } },
            listWeek,
            {
              ...roundsAt(1),
              capMs,
            },
          )
        ).large,
        8: (
          await measureInterleaved(
            { large: { origin: server.origin, users: users[8] } },
            listWeek,
            {
              ...roundsAt(8),
              capMs,
            },
          )
        ).large,
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
      scale: Number(process.env.SCALE_FACTOR ?? shortOr(0.001, 1)),
      log: (line) => console.log(line),
    });
    postgres = prepared.postgres;
    const results = {};
    const loadAverageWhileMeasuring = {};
    for (const dialect of ['postgres', 'sqlite']) {
      const { value: measured, loadAverage } = await withLoadAverage(() =>
        measureDialect(dialect, prepared.urls[dialect], bundle),
      );
      await measured.servers.demo.stop();
      await measured.servers.large.stop();
      results[dialect] = measured.results;
      loadAverageWhileMeasuring[dialect] = loadAverage;
      console.log(
        `${dialect}: load average while measuring ${loadAverage.least}–${loadAverage.most} (mean ${loadAverage.mean})`,
      );
    }
    const jit = await measureJit(prepared.urls.postgres.large, bundle);
    console.log(
      `postgres listWeek (server), JIT on: p50 ${jit.on[1].serverP50Ms} ms, 8 users p99 ${jit.on[8].serverP99Ms} ms; off: p50 ${jit.off[1].serverP50Ms} ms, 8 users p99 ${jit.off[8].serverP99Ms} ms`,
    );
    const over = Object.entries(results).flatMap(([dialect, calls]) =>
      calls.filter((call) => !call.isWithinBudget).map((call) => `${dialect} ${call.call}`),
    );
    const overview =
      over.length === 0 ? 'every call within budget' : `over budget: ${over.join(', ')}`;
    console.log(isShort ? 'budget not judged (short run)' : overview);
    writeResult('scale.json', {
      measure: 'workbench-at-scale',
      description:
        "the workbench's first-screen calls against the compiled server on a large group's generated data and on the demo's, in the same run: PostgreSQL with the whole group, SQLite with a tenth; zhangsan alone (the demo user, given the group's busiest desk: 20,000 to-dos, 5,000 messages, 19 calendars, some 3,400 invitations, spread through the tables), and 8 and 32 generated staff of firm 1 at once (the 8 and 17 of the 32 heavy staff, about 4,000 to-dos and 1,600 invitations each), each asking back to back",
      measuredAt: new Date().toISOString(),
      node: process.version,
      cores: cpus().length,
      loadAverageAtStart: roundTo(loadAverageAtStart ?? 0, 2),
      loadAverageWhileMeasuring,
      roundsForOneUser: rounds,
      method:
        "demo and group interleaved round by round (every user of one asks once, all at once, then the other's, the order turning each round) after warm-up rounds not counted; the budget is checked on the server's own handling time (its Server-Timing header), the round trip the load generator saw is given beside it (p50Ms, p99Ms)",
      sizes: prepared.sizes,
      generationSeconds: prepared.generationSeconds,
      postgresSettings,
      budget,
      results,
      listWeekJit: jit,
      isWithinBudget: over.length === 0,
    });
  } finally {
    postgres?.stop();
    folder.remove();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
