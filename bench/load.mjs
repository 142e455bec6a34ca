// `node bench/load.mjs`: requests per second and latency of two API routes of the compiled server,
// the menu tree and the to-do list, on SQLite (one instance) and on PostgreSQL (two instances
// behind nginx with deploy/nginx.conf), against a bare node:http JSON route measured in the same
// run. Writes bench/results/load.json.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  buildServer,
  freePort,
  makeFolder,
  startNginx,
  startPostgres,
  startServer,
} from './lib/load-cluster.mjs';
import { roundTo } from './lib/statistics.mjs';

const root = new URL('..', import.meta.url).pathname;
const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 8);
const warmUpMs = 1_000;
const measureMs = Number(process.env.LOAD_SECONDS ?? 5) * 1_000;
const budget = { menuTreeToBare: 0.5 };
const secrets = {
  PORTAL_JWT_SECRET: 'load-bench-id-token-key-of-more-than-32-characters',
  OAUTH_CLIENT_SECRET: 'load-bench-client-secret',
};

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

/** `concurrency` keep-alive connections asking `url` back to back: a warm-up, then the measure. */
async function measure(name, url, headers = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let failures = 0;
  let isMeasuring = false;
  let isRunning = true;
  const worker = async () => {
    while (isRunning) {
      const { status, ms } = await get(agent, url, headers);
      if (!isMeasuring) continue;
      if (status === 200) latencies.push(ms);
      else failures += 1;
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  await new Promise((resolve) => setTimeout(resolve, warmUpMs));
  isMeasuring = true;
  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, measureMs));
  isMeasuring = false;
  const seconds = (performance.now() - startedAt) / 1000;
  isRunning = false;
  await Promise.all(workers);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (quantile) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0;
  const result = {
    name,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: roundTo(at(0.5), 2),
    p99Ms: roundTo(at(0.99), 2),
    requests: latencies.length,
    failures,
  };
  console.log(
    `${name.padEnd(34)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms${failures ? `  ${failures} failed` : ''}`,
  );
  return result;
}

/** A bare node:http server in a process of its own, answering `body` as JSON to every request. */
async function startBareServer(body) {
  const port = await freePort();
  const source = `
    const body = ${JSON.stringify(body)};
    require('node:http').createServer((request, response) => {
      const text = JSON.stringify(body);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
      response.end(text);
    }).listen(${port}, '127.0.0.1', () => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => child.on('exit', resolve).kill('SIGTERM')),
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
  buildServer();
  const folder = makeFolder();
  const cleanUp = [];
  try {
    // SQLite: the demo, one instance.
    const sqlite = await startServer({ DATABASE_URL: `sqlite:${join(folder.path, 'load.db')}` });
    cleanUp.push(sqlite.stop);
    const sqliteUser = await signIn(sqlite.origin, 'portal-secret');
    const sqliteRoutes = routes(sqliteUser);
    const menuTreeBody = await (
      await fetch(`${sqlite.origin}${sqliteRoutes.menuTree}`, { headers: sqliteUser.headers })
    ).json();

    const bare = await startBareServer({ code: 0, msg: '', data: { ok: true } });
    cleanUp.push(bare.stop);
    const barePayload = await startBareServer(menuTreeBody);
    cleanUp.push(barePayload.stop);

    const results = [];
    results.push(await measure('bare node:http, small JSON', bare.url));
    results.push(await measure('bare node:http, menu-tree JSON', barePayload.url));
    // Where the time goes: the framework alone (no token, no database), then a token checked and
    // one small query.
    results.push(
      await measure('SQLite, 1 instance: health/live', `${sqlite.origin}/api/health/live`),
    );
    results.push(
      await measure(
        'SQLite, 1 instance: role/login',
        `${sqlite.origin}/api/upms/role/login`,
        sqliteUser.headers,
      ),
    );
    results.push(
      await measure(
        'SQLite, 1 instance: menu tree',
        `${sqlite.origin}${sqliteRoutes.menuTree}`,
        sqliteUser.headers,
      ),
    );
    results.push(
      await measure(
        'SQLite, 1 instance: to-do list',
        `${sqlite.origin}${sqliteRoutes.todoList}`,
        sqliteUser.headers,
      ),
    );
    await sqlite.stop();
    cleanUp.pop();

    // PostgreSQL: seeded by a demo run, then two production instances behind nginx.
    const postgres = await startPostgres(folder.path);
    cleanUp.push(postgres.stop);
    const seeder = await startServer({ DATABASE_URL: postgres.url, PORTAL_DEMO: 'true' });
    await seeder.stop();
    const production = { DATABASE_URL: postgres.url, ...secrets, TRUST_PROXY: '127.0.0.1' };
    const instances = [await startServer(production), await startServer(production)];
    for (const instance of instances) cleanUp.push(instance.stop);
    const shellDist = join(root, 'apps/shell/dist');
    const nginx = await startNginx(folder.path, {
      upstreamPorts: instances.map((instance) => instance.port),
      shellDist,
    });
    cleanUp.push(nginx.stop);
    const postgresUser = await signIn(nginx.origin, secrets.OAUTH_CLIENT_SECRET);
    const postgresRoutes = routes(postgresUser);
    results.push(
      await measure(
        'PostgreSQL, 2 behind nginx: menu tree',
        `${nginx.origin}${postgresRoutes.menuTree}`,
        postgresUser.headers,
      ),
    );
    results.push(
      await measure(
        'PostgreSQL, 2 behind nginx: to-do list',
        `${nginx.origin}${postgresRoutes.todoList}`,
        postgresUser.headers,
      ),
    );

    const byName = (name) => results.find((result) => result.name === name);
    const bareSmall = byName('bare node:http, small JSON');
    const bareMenu = byName('bare node:http, menu-tree JSON');
    const sqliteMenu = byName('SQLite, 1 instance: menu tree');
    const ratios = {
      menuTreeToBareSmall: roundTo(sqliteMenu.requestsPerSecond / bareSmall.requestsPerSecond, 3),
      menuTreeToBareSamePayload: roundTo(
        sqliteMenu.requestsPerSecond / bareMenu.requestsPerSecond,
        3,
      ),
    };
    const isWithin = ratios.menuTreeToBareSmall >= budget.menuTreeToBare;
    console.log(
      `menu tree on one instance: ${ratios.menuTreeToBareSmall}x the bare small route, ${ratios.menuTreeToBareSamePayload}x the bare route sending the same JSON (budget >= ${budget.menuTreeToBare}x: ${isWithin ? 'within' : 'BELOW'})`,
    );
    const directory = join(root, 'bench/results');
    mkdirSync(directory, { recursive: true });
    writeFileSync(
      join(directory, 'load.json'),
      `${JSON.stringify(
        {
          measure: 'http-load',
          description:
            'requests per second and latency of the compiled server (LOG_LEVEL=warn) on loopback, client and servers sharing the machine; the bare routes are node:http in a process of their own, one answering a small JSON, one the same menu-tree JSON',
          measuredAt: new Date().toISOString(),
          node: process.version,
          cores: cpus().length,
          loadAverageAtStart: roundTo(loadAverageAtStart ?? 0, 2),
          concurrency,
          measureSeconds: measureMs / 1000,
          results,
          ratios,
          budget,
          isWithinBudget: isWithin,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    for (const stop of cleanUp.reverse()) await stop();
    folder.remove();
  }
}

await main();
