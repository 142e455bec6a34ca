// Two compiled server instances in production mode on one throwaway PostgreSQL database, behind
// Debian's nginx running deploy/nginx.conf: what one instance does, the other knows.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createRunDatabase, dropRunDatabase, onAdminDatabase, queryDatabase } from './run-database';
import { demoIdTokenAudience, demoIdTokenIssuer } from '../../src/config';
import { createDatabase } from '../../src/db/database';
import { seedDemoData } from '../../src/db/seed/seed-demo-data';
import { signIdToken } from '../../src/lib/id-token';
import { startPostgres, stopPostgres } from '../throwaway-postgres';
import {
  makeFolder,
  productionSecrets,
  startInstance,
  startNginx,
  stopInstance,
  writeShellBuild,
  type Instance,
  type Nginx,
} from './processes';

const clientAuthorization = `Basic ${Buffer.from(`portal:${productionSecrets.OAUTH_CLIENT_SECRET}`).toString('base64')}`;
const password = 'Portal@2026';
const scheduleTitle = '客户尽调：华东精密制造'; // zhangsan's, lisi a participant: both may edit it

const folder = makeFolder('portal-cluster-');
let databaseUrl = '';
let instanceA: Instance;
let instanceB: Instance;
let nginx: Nginx;

type Answer<T> = { status: number; headers: Headers; body: { code: number; msg: string; data: T } };

async function call<T = unknown>(
  origin: string,
  path: string,
  { method = 'GET', token, form, json, headers = {} }: CallOptions = {},
): Promise<Answer<T>> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(form ? { authorization: clientAuthorization } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: form ? new URLSearchParams(form).toString() : json ? JSON.stringify(json) : undefined,
  });
  // nginx's own error pages are HTML.
  const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
  return {
    status: response.status,
    headers: response.headers,
    body: isJson
      ? ((await response.json()) as Answer<T>['body'])
      : { code: -1, msg: await response.text(), data: null as T },
  };
}

type Firms = { firmIds: { firmId: number }[] };
type Lock = { holder: { userId: number } };

type CallOptions = {
  method?: string;
  token?: string;
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
};

function signIn(origin: string, username: string, secret = password) {
  return call<{ access_token: string; user_id: number }>(origin, '/api/auth/oauth/token', {
    method: 'POST',
    form: { grant_type: 'password', username, password: secret },
  });
}

async function tokenOf(origin: string, username: string) {
  const answer = await signIn(origin, username);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return {
    token: answer.body.data.access_token,
    userId: answer.body.data.user_id,
  };
}

/** zhangsan signed in through nginx, with his first firm and his default calendar in firm 1001. */
async function zhangsanWithCalendar() {
  const { token, userId } = await tokenOf(nginx.origin, 'zhangsan');
  const firms = await call<Firms>(nginx.origin, '/api/upms/role/login', { token });
  const firmId = firms.body.data.firmIds[0]?.firmId;
  const [calendar] = await query<{ id: number }>(
    `select calendar_books.id from calendar_books join firms on firms.id = calendar_books.firm_id
     where owner_id = $1 and firms.firm_no = '1001' and default_for is not null`,
    [userId],
  );
  return { token, userId, firmId, calendar };
}

/** An id_token as the group portal signs one with the instances' key. */
function portalIdToken(username: string) {
  return signIdToken({
    username,
    secret: productionSecrets.PORTAL_JWT_SECRET,
    issuer: demoIdTokenIssuer,
    audience: demoIdTokenAudience,
  });
}

const query = <T>(sql: string, parameters: unknown[] = []) =>
  queryDatabase<T>(databaseUrl, sql, parameters);

beforeAll(async () => {
  databaseUrl = await createRunDatabase('cluster');

  const shellDist = writeShellBuild(folder.path);
  const environment = {
    DATABASE_URL: databaseUrl,
    ...productionSecrets,
    SHELL_DIST: shellDist,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  // Both at once on an empty database: one migrates, the other waits for the migration lock.
  [instanceA, instanceB] = await Promise.all([
    startInstance(environment),
    startInstance(environment),
  ]);
  nginx = await startNginx(folder.path, {
    upstreamPorts: [instanceA.port, instanceB.port],
    shellDist,
  });
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([instanceA, instanceB].flatMap((i) => (i ? [stopInstance(i)] : [])));
  if (databaseUrl) await dropRunDatabase(databaseUrl);
  folder.remove();
});

describe('two instances on one PostgreSQL behind nginx', () => {
  it('start in production: migrated by one of them, no demo account seeded', async () => {
    for (const instance of [instanceA, instanceB]) {
      expect(instance.output()).toMatch(/Portal is running at .* \(production, PostgreSQL\)/);
      expect((await call(instance.origin, '/api/health/ready')).status).toBe(200);
    }
    const [users] = await query<{ count: string }>('select count(*) as count from users');
    expect(Number(users?.count)).toBe(0);
    // The operator provisions the users; here, the demo's.
    const db = createDatabase({ dialect: 'postgres', connectionString: databaseUrl });
    await seedDemoData(db);
    await db.destroy();
  });

  it('serve the hashed assets from nginx for a year, the page and config.json never cached', async () => {
    const asset = await fetch(`${nginx.origin}/main/assets/index-c1u5t3r.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // nginx's own answer: the servers put a request id on every answer of theirs.
    expect(asset.headers.get('x-request-id')).toBeNull();

    for (const path of ['/main/', '/main/index.html', '/main/wel/index', '/main/config.json']) {
      const page = await fetch(`${nginx.origin}${path}`, { headers: { accept: 'text/html' } });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-store');
      expect(page.headers.get('x-request-id'), path).not.toBeNull();
    }
    // A public client: the shell reads its secret from config.json.
    const config = await fetch(`${nginx.origin}/main/config.json`);
    expect(((await config.json()) as { auth: unknown }).auth).toEqual({
      clientId: 'portal',
      clientSecret: productionSecrets.OAUTH_CLIENT_SECRET,
    });
  });

  it('pass a request id through, or make one', async () => {
    const given = await call(nginx.origin, '/api/health/ready', {
      headers: { 'x-request-id': 'edge-7f3a' },
    });
    expect(given.headers.get('x-request-id')).toBe('edge-7f3a');
    const made = await call(nginx.origin, '/api/health/ready');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuse the demo client secret', async () => {
    const answer = await call(instanceA.origin, '/api/auth/oauth/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('portal:portal-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(answer.status).toBe(401);
  });

  it('let a user sign in through one instance and work through the other', async () => {
    const { token, userId } = await tokenOf(instanceA.origin, 'zhangsan');
    const firms = await call<Firms>(instanceB.origin, '/api/upms/role/login', { token });
    expect(firms.status).toBe(200);
    const [firm] = firms.body.data.firmIds;
    expect(firm).toBeDefined();
    const tree = await call<{ menu: unknown[] }>(
      instanceB.origin,
      `/api/upms/menu/getTreeByRoleId?firmId=${firm?.firmId}&userId=${userId}`,
      { token },
    );
    expect(tree.status).toBe(200);
    expect(tree.body.data.menu.length).toBeGreaterThan(0);
  });

  it('refuse on one instance a token logged out on the other', async () => {
    const { token } = await tokenOf(instanceB.origin, 'lisi');
    expect((await call(instanceA.origin, '/api/upms/role/login', { token })).status).toBe(200);
    const logout = await call(instanceA.origin, '/api/auth/token/logout', {
      method: 'DELETE',
      token,
    });
    expect(logout.status).toBe(200);
    const refused = await call(instanceB.origin, '/api/upms/role/login', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(401);
  });

  it('count failed sign-ins across instances as one account: the eleventh is refused', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const instance = attempt % 2 === 0 ? instanceA : instanceB;
      statuses.push((await signIn(instance.origin, 'zhaoliu', 'Wrong@2026')).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // Refused on either instance, even with the right password, until the window ends.
    const refused = await signIn(instanceA.origin, 'zhaoliu');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('accept a portal id_token once, whichever instance sees it again', async () => {
    const form = { grant_type: 'id_token', id_token: await portalIdToken('lisi') };
    const first = await call(instanceA.origin, '/api/auth/oauth/token', { method: 'POST', form });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const replay = await call(instanceB.origin, '/api/auth/oauth/token', { method: 'POST', form });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe(1);
  });

  it("keep the tokens an address carries out of nginx's access log", async () => {
    const idToken = await portalIdToken('lisi');
    const requestId = `no-token-${randomBytes(4).toString('hex')}`;
    await fetch(`${nginx.origin}/main/login?id_token=${idToken}&lang=en`, {
      headers: { accept: 'text/html', 'x-request-id': `${requestId}-1` },
    });
    await fetch(`${nginx.origin}/api/upms/role/login?access_token=never-logged-token`, {
      headers: { 'x-request-id': `${requestId}-2` },
    });
    // nginx writes a line once its answer has gone.
    await vi.waitFor(() => expect(nginx.accessLog()).toContain(`rid=${requestId}-2`), {
      timeout: 5_000,
      interval: 20,
    });
    const lines = nginx.accessLog().split('\n');
    expect(lines.find((line) => line.endsWith(`rid=${requestId}-1`))).toContain(
      '"GET /main/login HTTP/1.1"',
    );
    expect(lines.find((line) => line.endsWith(`rid=${requestId}-2`))).toContain(
      '"GET /api/upms/role/login HTTP/1.1"',
    );
    expect(nginx.accessLog()).not.toContain(idToken.split('.')[2]);
    expect(nginx.accessLog()).not.toContain('never-logged');
  });

  it('give one schedule lock to exactly one of two users racing through two instances', async () => {
    const zhangsan = await tokenOf(instanceA.origin, 'zhangsan');
    const lisi = await tokenOf(instanceB.origin, 'lisi');
    const [schedule] = await query<{ id: number }>('select id from schedules where title = $1', [
      scheduleTitle,
    ]);
    const path = (action: string) => `/api/fftask/pcSchedule/${action}?id=${schedule?.id}`;
    for (let round = 0; round < 5; round += 1) {
      const [first, second] = await Promise.all([
        call<Lock>(instanceA.origin, path('addLock'), { token: zhangsan.token }),
        call<Lock>(instanceB.origin, path('addLock'), { token: lisi.token }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const holder = first.status === 200 ? first : second;
      const [lock] = await query<{ holder_id: number }>(
        "select holder_id from edit_locks where resource_type = 'schedule' and resource_id = $1",
        [schedule?.id],
      );
      expect(lock?.holder_id).toBe(holder.body.data.holder.userId);
      const winner = first.status === 200 ? [instanceA, zhangsan] : [instanceB, lisi];
      const unlock = await call((winner[0] as Instance).origin, path('unLock'), {
        token: (winner[1] as { token: string }).token,
      });
      expect(unlock.status).toBe(200);
    }
  });

  it('answer on both instances, at their next request, menus and firms changed in the database', async () => {
    const { token, userId } = await tokenOf(instanceA.origin, 'zhangsan');
    const [firm] = await query<{ id: number }>("select id from firms where firm_no = '1002'");
    const menuTree = `/api/upms/menu/getTreeByRoleId?firmId=${firm?.id}&userId=${userId}`;
    const userInfo = `/api/upms/app/query/share/token?firmId=${firm?.id}&userId=${userId}`;
    const sectionsOn = async (instance: Instance) =>
      (
        await call<{ menu: { label: string }[] }>(instance.origin, menuTree, { token })
      ).body.data.menu.map((node) => node.label);
    // Both instances have built the tree and read the membership once.
    for (const instance of [instanceA, instanceB]) {
      expect(await sectionsOn(instance)).toContain('工作台');
      expect((await call(instance.origin, userInfo, { token })).status).toBe(200);
    }
    // An administrator's SQL, through neither instance.
    await query("update menus set label = '工作台（新）' where label = '工作台' and firm_id = $1", [
      firm?.id,
    ]);
    for (const instance of [instanceA, instanceB]) {
      expect(await sectionsOn(instance)).toContain('工作台（新）');
    }
    await query('delete from user_firms where user_id = $1 and firm_id = $2', [userId, firm?.id]);
    for (const instance of [instanceA, instanceB]) {
      expect((await call(instance.origin, userInfo, { token })).status).toBe(404);
      expect((await call(instance.origin, menuTree, { token })).status).toBe(404);
    }
  });

  it('outlive PostgreSQL ending their sessions and restarting: 503 meanwhile, no write lost', async () => {
    const control = inject('postgresControl');
    if (!control) throw new Error('The cluster test restarts a PostgreSQL cluster of its own');
    const { token, userId, firmId, calendar } = await zhangsanWithCalendar();
    const menuTree = `/api/upms/menu/getTreeByRoleId?firmId=${firmId}&userId=${userId}`;

    // Clients through nginx, each a request at a time and a short pause (pacing, so that the
    // answers of an outage do not spin the machine), as browsers would.
    type Outcome = { kind: 'read' | 'write'; status: number; code: number; msg: string };
    const outcomes: (Outcome & { retryAfter: string | null })[] = [];
    const dropped: string[] = [];
    const acknowledged: number[] = [];
    let isRunning = true;
    let isStopped = false;
    /** The first outcome after PostgreSQL was told to stop. */
    let stoppedAt = 0;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
    const send = async <T>(kind: Outcome['kind'], path: string, options: CallOptions) => {
      try {
        const answer = await call<T>(nginx.origin, path, options);
        const { code, msg } = answer.body;
        const retryAfter = answer.headers.get('retry-after');
        outcomes.push({ kind, status: answer.status, code, msg, retryAfter });
        return answer;
      } catch (error) {
        dropped.push(`${kind}: ${String(error)}`);
        return null;
      }
    };
    const reader = async () => {
      while (isRunning) {
        await send('read', menuTree, { token });
        await pause();
      }
    };
    const writer = async () => {
      for (let index = 0; isRunning; index += 1) {
        const start = new Date(Date.UTC(2028, 0, 3, 1 + (index % 8), 0) + index * 86_400_000);
        const answer = await send<{ id: number }>(
          'write',
          '/api/fftask/pcSchedule/creatorSchedule',
          {
            method: 'POST',
            token,
            json: {
              calendarId: calendar?.id,
              title: `outage write ${index}`,
              startTime: start.toISOString(),
              endTime: new Date(start.getTime() + 1_800_000).toISOString(),
              participantIds: [],
            },
          },
        );
        if (answer?.status === 200 && answer.body.code === 0) {
          acknowledged.push(answer.body.data.id);
        }
        await pause();
      }
    };
    const traffic = Promise.all([reader(), reader(), writer()]);

    /** Polls until `check` holds (a short interval, a deadline). */
    const until = (what: string, check: () => boolean | Promise<boolean>, timeout = 20_000) =>
      vi.waitFor(
        async () => {
          if (!(await check())) throw new Error(`Still waiting for ${what}`);
        },
        { timeout, interval: 25 },
      );
    /** Whether reads and writes since outcome `from` have succeeded (again). */
    const isServing = (from: number) => {
      const since = outcomes.slice(from).filter((outcome) => outcome.code === 0);
      return (
        since.filter((outcome) => outcome.kind === 'read').length >= 10 &&
        since.filter((outcome) => outcome.kind === 'write').length >= 3
      );
    };
    const readinessOf = async (instance: Instance) =>
      (await call(instance.origin, '/api/health/ready')).status;
    const isDatabaseDown = async () => {
      const down = outcomes.slice(stoppedAt).filter((outcome) => outcome.status === 503);
      return (
        down.some((outcome) => outcome.kind === 'read') &&
        down.some((outcome) => outcome.kind === 'write') &&
        (await readinessOf(instanceA)) === 503 &&
        (await readinessOf(instanceB)) === 503
      );
    };

    try {
      await until('traffic to flow', () => isServing(0));

      // (a) Every session of the portal database ends at once, as pg_terminate_backend does.
      const terminatingAt = outcomes.length;
      const ended = await onAdminDatabase(async (client) => {
        const { rows } = await client.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1',
          [new URL(databaseUrl).pathname.slice(1)],
        );
        return rows.filter((row) => row.ended).length;
      });
      expect(ended).toBeGreaterThan(0);
      const terminatedAt = outcomes.length;
      await until('traffic to flow after the sessions ended', () => isServing(terminatedAt));
      for (const instance of [instanceA, instanceB]) {
        expect(instance.output()).toContain('lost a database connection');
      }

      // (b) PostgreSQL restarts: stopped (fast: sessions ended, commits kept), started again.
      stoppedAt = outcomes.length;
      const outageStarted = performance.now();
      isStopped = true;
      await stopPostgres(control);
      await until('503s while PostgreSQL is down', isDatabaseDown);
      for (const instance of [instanceA, instanceB]) {
        expect((await call(instance.origin, '/api/health/live')).status).toBe(200);
      }
      await startPostgres(control);
      isStopped = false;
      const restartedAt = performance.now();
      const outageMs = restartedAt - outageStarted;
      await until(
        'both instances ready again',
        async () =>
          (await readinessOf(instanceA)) === 200 && (await readinessOf(instanceB)) === 200,
        15_000,
      );
      const readyAfterMs = performance.now() - restartedAt;
      const restartedIndex = outcomes.length;
      await until('traffic to flow after the restart', () => isServing(restartedIndex));
      isRunning = false;
      await traffic;

      const count503 = (from: number, to?: number) => {
        const answers = outcomes.slice(from, to).filter((outcome) => outcome.status === 503);
        const writes = answers.filter((outcome) => outcome.kind === 'write').length;
        return `${answers.length} (${writes} writes)`;
      };
      console.info(
        `Sessions ended: ${ended}, then 503s: ${count503(terminatingAt, stoppedAt)}. ` +
          `PostgreSQL down ${Math.round(outageMs)} ms, 503s from its stop: ${count503(stoppedAt)}; ` +
          `both instances ready ${Math.round(readyAfterMs)} ms after its start. ` +
          `${outcomes.length} answers through nginx, ${acknowledged.length} writes acknowledged.`,
      );
    } finally {
      isRunning = false;
      await traffic;
      if (isStopped) await startPostgres(control);
    }

    // Neither instance went down with its database.
    for (const instance of [instanceA, instanceB]) {
      expect(instance.child.exitCode, instance.output()).toBeNull();
      expect(instance.child.signalCode).toBeNull();
    }
    // Every request was answered: by an instance, in the envelope, and a failure only with the 503
    // of an unavailable database (never nginx's own page, a 500 or a dropped connection).
    expect(dropped).toEqual([]);
    const failures = outcomes.filter((outcome) => outcome.status !== 200 || outcome.code !== 0);
    expect(failures.length).toBeGreaterThan(0);
    const unexpected = failures.filter(
      (outcome) =>
        !(
          outcome.status === 503 &&
          outcome.code === 500 &&
          outcome.msg === '数据库暂时不可用，请稍后重试' &&
          outcome.retryAfter === '5'
        ),
    );
    expect(unexpected).toEqual([]);
    expect(nginx.errors()).not.toContain('no live upstreams');
    // Every write that was acknowledged is in the database.
    const stored = await query<{ id: number }>('select id from schedules where id = any($1)', [
      acknowledged,
    ]);
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  });

  it('lose no idempotent request and no written data when an instance is killed mid-run', async () => {
    const { token, userId, firmId, calendar } = await zhangsanWithCalendar();

    const reads: number[] = [];
    const written: number[] = [];
    const failedWrites: string[] = [];
    // Writes sent once instance A's process was gone: nginx must not fail any of them.
    const failedWritesAfterExit: string[] = [];
    let hasAExited = false;
    void instanceA.exited.then(() => (hasAExited = true));
    const stopAt = 240;
    const menuTree = `/api/upms/menu/getTreeByRoleId?firmId=${firmId}&userId=${userId}`;
    const reader = async () => {
      while (reads.length < stopAt) {
        reads.push((await call(nginx.origin, menuTree, { token })).status);
        // Kill instance A a third of the way through, while requests are in flight.
        if (reads.length === stopAt / 3) instanceA.child.kill('SIGKILL');
      }
    };
    const writer = async () => {
      for (let index = 0; reads.length < stopAt; index += 1) {
        const start = new Date(Date.UTC(2027, 0, 4, 1 + (index % 8), 0) + index * 86_400_000);
        const sentAfterExit = hasAExited;
        const answer = await call<{ id: number }>(
          nginx.origin,
          '/api/fftask/pcSchedule/creatorSchedule',
          {
            method: 'POST',
            token,
            json: {
              calendarId: calendar?.id,
              title: `cluster write ${index}`,
              startTime: start.toISOString(),
              endTime: new Date(start.getTime() + 1_800_000).toISOString(),
              participantIds: [],
            },
          },
        );
        if (answer.status === 200) written.push(answer.body.data.id);
        else (sentAfterExit ? failedWritesAfterExit : failedWrites).push(`${answer.status}`);
      }
    };
    await Promise.all([reader(), reader(), reader(), writer()]);

    expect(await instanceA.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Every read answered, none lost to the killed instance: nginx retried them on B.
    expect(reads.filter((status) => status !== 200)).toEqual([]);
    // A write nginx had sent to A when it was killed may fail (a POST is never retried): one in
    // flight, and on a busy machine those sent while the dying process still held its socket. Once
    // it is gone, none fails; and every write that was answered is in the database.
    expect(written.length).toBeGreaterThan(0);
    expect(failedWritesAfterExit).toEqual([]);
    expect(
      failedWrites.every((status) => status === '502'),
      failedWrites.join(', '),
    ).toBe(true);
    const stored = await query<{ id: number }>('select id from schedules where id = any($1)', [
      written,
    ]);
    expect(stored.map((row) => row.id).sort()).toEqual([...written].sort());
    expect((await call(nginx.origin, '/api/health/ready')).status).toBe(200);
  });
});
