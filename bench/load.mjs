// `node bench/load.mjs`: requests per second and latency of two API routes of the compiled server,
// the menu tree and the to-do list, on SQLite (one instance) and on PostgreSQL (two instances
// behind nginx with deploy/nginx.conf), against a bare node:http JSON route measured in the same
// run. Writes bench/results/load.json.
//
// The machine is shared: others' work moves every figure. So the routes of a phase take turns,
// one short slice each, for several rounds, and the budget is judged on the median of the
// rounds' ratios, each ratio taken from slices a second apart.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  buildServer,
  freePort,
  makeFolder,
  productionSecrets,
  startNginx,
  startPostgres,
  startServer,
} from './lib/load-cluster.mjs';
import { failShortRunOnFailedAnswers, shortOr, verdict, writeResult } from './lib/short-mode.mjs';
import { median, roundTo } from './lib/statistics.mjs';
import { stopOnExit } from './lib/stop-on-exit.mjs';

const root = new URL('..', import.meta.url).pathname;
const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 8);
const rounds = Number(process.env.LOAD_ROUNDS ?? shortOr(1, 5));
const sliceMs = Number(process.env.LOAD_SECONDS ?? shortOr(0.2, 1)) * 1_000;
const warmUpMs = shortOr(200, 1_000);
const budget = { menuTreeToBare: 0.5 };

function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const outgoing = request(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * `concurrency` keep-alive connections asking the target's URL back to back for `ms`; the
 * latencies and failures are added to the target's, only while `isCounted`.
 */
async function load(target, ms, isCounted) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let isRunning = true;
  let requests = 0;
  const worker = async () => {
    while (isRunning) {
      const { status, ms: latency } = await get(agent, target.url, target.headers);
      if (!isRunning || !isCounted) continue;
      requests += 1;
      if (status === 200) target.latencies.push(latency);
      else target.failures += 1;
    }
  };
  const startedAt = performance.now();
  const workers = Array.from({ length: concurrency }, worker);
  await new Promise((resolve) => setTimeout(resolve, ms));
  isRunning = false;
  const seconds = (performance.now() - startedAt) / 1000;
  await Promise.all(workers);
  agent.destroy();
  if (isCounted) target.seconds += seconds;
  return requests / seconds;
}

const target = (name, url, headers = {}) => ({
  name,
  url,
  headers,
  latencies: [],
  failures: 0,
  seconds: 0,
  /** Requests per second of each round's slice. */
  perRound: [],
});

/** Every target warmed up, then `rounds` rounds of one slice each, in turn. */
async function measureInTurns(targets) {
  for (const each of targets) await load(each, warmUpMs, false);
  for (let round = 0; round < rounds; round += 1) {
    for (const each of targets) each.perRound.push(await load(each, sliceMs, true));
  }
  const measured = targets.map((each) => {
    const sorted = [...each.latencies].sort((a, b) => a - b);
    const at = (quantile) =>
      sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;
    const result = {
      name: each.name,
      requestsPerSecond: Math.round(sorted.length / each.seconds),
      p50Ms: roundTo(at(0.5), 2),
      p99Ms: roundTo(at(0.99), 2),
      requests: sorted.length,
      failures: each.failures,
      perRound: each.perRound.map(Math.round),
    };
    console.log(
      `${result.name.padEnd(40)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms${result.failures ? `  ${result.failures} failed` : ''}`,
    );
    return result;
  });
  failShortRunOnFailedAnswers(measured.map((each) => [each.name, each.failures]));
  return measured;
}

/** A bare node:http server in a process of its own, answering `body` as JSON to every request. */
async function startBareServer(body) {
  const port = await freePort();
  const source = `
    const body = ${JSON.stringify(body)};
    process.on('SIGTERM', () => process.exit(0));
    require('node:http').createServer((request, response) => {
      const text = JSON.stringify(body);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
      response.end(text);
    }).listen(${port}, '127.0.0.1', () => console.log('listening'));`;
  const child = stopOnExit(
    spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] }),
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function signIn(origin, clientSecret) {
  const response = await fetch(`${origin}/api/auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`portal:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=password&username=zhangsan&password=Portal%402026',
  });
  const { data } = await response.json();
  const headers = { authorization: `Bearer ${data.access_token}` };
  const firms = await (await fetch(`${origin}/api/upms/role/login`, { headers })).json();
  return { headers, userId: data.user_id, firmId: firms.data.firmIds[0].firmId };
}

const routes = ({ firmId, userId }) => ({
  menuTree: `/api/upms/menu/getTreeByRoleId?firmId=${firmId}&userId=${userId}`,
  todoList: '/api/coreSystem/todoAll?pageNum=1&pageSize=10',
});

async function main() {
  // Others' work on the machine moves the figures: the load when the run began goes in the result.
  const [loadAverageAtStart] = loadavg();
  // LOAD_SERVER_BUNDLE measures another build of the server (an older release, say) instead.
  const bundle = process.env.LOAD_SERVER_BUNDLE;
  if (!bundle) buildServer();
  const folder = makeFolder();
  const cleanUp = [];
  const started = async (service) => {
    cleanUp.push(service.stop);
    return service;
  };
  const stopped = async (service) => {
    cleanUp.splice(cleanUp.indexOf(service.stop), 1);
    await service.stop();
  };
  try {
    // SQLite: the demo, one instance, in turns with the bare routes.
    const sqlite = await started(
      await startServer({ DATABASE_URL: `sqlite:${join(folder.path, 'load.db')}` }, bundle),
    );
    const sqliteUser = await signIn(sqlite.origin, 'portal-secret');
    const sqliteRoutes = routes(sqliteUser);
    const menuTreeBody = await (
      await fetch(`${sqlite.origin}${sqliteRoutes.menuTree}`, { headers: sqliteUser.headers })
    ).json();
    const bare = await started(await startBareServer({ code: 0, msg: '', data: { ok: true } }));
    const barePayload = await started(await startBareServer(menuTreeBody));

    const sqliteTargets = [
      target('bare node:http, small JSON', bare.url),
      target('bare node:http, menu-tree JSON', barePayload.url),
      // Where the time goes: the framework alone (no token, no database), then a token checked
      // and one small query.
      target('SQLite, 1 instance: health/live', `${sqlite.origin}/api/health/live`),
      target(
        'SQLite, 1 instance: role/login',
        `${sqlite.origin}/api/upms/role/login`,
        sqliteUser.headers,
      ),
      target(
        'SQLite, 1 instance: menu tree',
        `${sqlite.origin}${sqliteRoutes.menuTree}`,
        sqliteUser.headers,
      ),
      target(
        'SQLite, 1 instance: to-do list',
        `${sqlite.origin}${sqliteRoutes.todoList}`,
        sqliteUser.headers,
      ),
    ];
    const results = await measureInTurns(sqliteTargets);
    await stopped(sqlite);
    await stopped(barePayload);
    await stopped(bare);

    // PostgreSQL: seeded by a demo run, then two production instances behind nginx.
    const postgres = await started(await startPostgres(folder.path));
    const seeder = await startServer({ DATABASE_URL: postgres.url, PORTAL_DEMO: 'true' }, bundle);
    await seeder.stop();
    const production = {
      DATABASE_URL: postgres.url,
      ...productionSecrets,
      TRUST_PROXY: '127.0.0.1',
    };
    const instances = [
      await started(await startServer(production, bundle)),
      await started(await startServer(production, bundle)),
    ];
    const nginx = await started(
      await startNginx(folder.path, {
        upstreamPorts: instances.map((instance) => instance.port),
        shellDist: join(root, 'apps/shell/dist'),
      }),
    );
    const postgresUser = await signIn(nginx.origin, productionSecrets.OAUTH_CLIENT_SECRET);
    const postgresRoutes = routes(postgresUser);
    results.push(
      ...(await measureInTurns([
        target(
          'PostgreSQL, 2 behind nginx: menu tree',
          `${nginx.origin}${postgresRoutes.menuTree}`,
          postgresUser.headers,
        ),
        target(
          'PostgreSQL, 2 behind nginx: to-do list',
          `${nginx.origin}${postgresRoutes.todoList}`,
          postgresUser.headers,
        ),
      ])),
    );

    const byName = (name) => results.find((result) => result.name === name);
    const bareSmall = byName('bare node:http, small JSON');
    const bareMenu = byName('bare node:http, menu-tree JSON');
    const sqliteMenu = byName('SQLite, 1 instance: menu tree');
    const roundRatios = (base) =>
      sqliteMenu.perRound.map((perSecond, round) => perSecond / base.perRound[round]);
    const ratios = {
      menuTreeToBareSmall: roundTo(median(roundRatios(bareSmall)), 3),
      menuTreeToBareSamePayload: roundTo(median(roundRatios(bareMenu)), 3),
      menuTreeToBareSmallPerRound: roundRatios(bareSmall).map((ratio) => roundTo(ratio, 3)),
    };
    const isWithin = ratios.menuTreeToBareSmall >= budget.menuTreeToBare;
    console.log(
      `menu tree on one instance: ${ratios.menuTreeToBareSmall}x the bare small route, ${ratios.menuTreeToBareSamePayload}x the bare route sending the same JSON (medians of ${rounds} rounds; budget >= ${budget.menuTreeToBare}x: ${verdict(isWithin, 'BELOW')})`,
    );
    writeResult('load.json', {
      measure: 'http-load',
      description:
        'requests per second and latency of the compiled server (LOG_LEVEL=warn) on loopback, client and servers sharing the machine; the bare routes are node:http in a process of their own, one answering a small JSON, one the same menu-tree JSON. The routes of a phase take turns in slices; ratios are medians of the rounds',
      measuredAt: new Date().toISOString(),
      node: process.version,
      cores: cpus().length,
      loadAverageAtStart: roundTo(loadAverageAtStart ?? 0, 2),
      concurrency,
      rounds,
      sliceSeconds: sliceMs / 1000,
      ...(bundle ? { serverBundle: bundle } : {}),
      results,
      ratios,
      budget,
      isWithinBudget: isWithin,
    });
  } finally {
    for (const stop of cleanUp.reverse()) await stop();
    folder.remove();
  }
}

await main();
