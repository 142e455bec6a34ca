// An instance outlives its database going away: connections ended by the server (restart,
// fail-over, idle_session_timeout, pg_terminate_backend) or refused are answered with 503 in the
// envelope, never a crash, and the next call after the database is back is served.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ok } from '../http/envelope';
import { buildTestApp, clientAuthorization, signIn } from '../testing/build-test-app';
import { testDialect } from '../testing/test-database';
import { freePort } from '../testing/free-port';

const unavailable = {
  'zh-CN': { code: 500, msg: '数据库暂时不可用，请稍后重试', data: null },
  en: {
    code: 500,
    msg: 'The database is unavailable for a moment; please try again shortly',
    data: null,
  },
};

/** Errors nobody handled while the test runs: an unhandled 'error' event of pg lands here. */
function recordUncaughtErrors(): unknown[] {
  const errors: unknown[] = [];
  const record = (error: unknown) => errors.push(error);
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
  onTestFinished(() => {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  });
  return errors;
}

/** A statement on the cluster's `postgres` database, apart from the app's pool. */
async function asAdministrator<T extends pg.QueryResultRow>(statement: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: inject('postgresUrl') ?? '' });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

async function databaseOf(app: FastifyInstance): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(app.db);
  const name = rows[0]?.name;
  if (!name) throw new Error('no current database');
  return name;
}

/** Ends every session of `database`, as a restart or an administrator would; how many it ended. */
async function terminateSessionsOf(database: string): Promise<number> {
  const rows = await asAdministrator<{ ended: boolean }>(
    'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1',
    [database],
  );
  // The backends are gone (and have told their clients) once the server lists none.
  await vi.waitFor(
    async () => {
      const [row] = await asAdministrator<{ count: string }>(
        'select count(*) as count from pg_stat_activity where datname = $1',
        [database],
      );
      expect(Number(row?.count)).toBe(0);
    },
    { timeout: 10_000, interval: 20 },
  );
  return rows.filter((row) => row.ended).length;
}

/** How many lost connections the app has logged (at warn) so far. */
function countLostConnections(app: FastifyInstance): () => number {
  const warn = vi.spyOn(app.log, 'warn');
  onTestFinished(() => warn.mockRestore());
  return () =>
    warn.mock.calls.filter(([, message]) => message === 'lost a database connection').length;
}

describe.runIf(testDialect === 'postgres')('the app when PostgreSQL ends its connections', () => {
  it('survives its idle connections being terminated and serves the next call', async () => {
    const uncaught = recordUncaughtErrors();
    const app = await buildTestApp();
    const lostConnections = countLostConnections(app);
    const { authorization } = await signIn(app);
    const call = () => app.inject({ url: '/api/upms/role/login', headers: { authorization } });
    // Calls at once leave several connections idle in the pool.
    const answers = await Promise.all(Array.from({ length: 4 }, call));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);

    const ended = await terminateSessionsOf(await databaseOf(app));
    expect(ended).toBeGreaterThan(1);
    // Each is logged once, and dropped from the pool: the next call connects anew.
    await vi.waitFor(() => expect(lostConnections()).toBe(ended), {
      timeout: 10_000,
      interval: 10,
    });
    expect((await call()).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect(uncaught).toEqual([]);
  });

  it('answers a call whose query is cut off with 503 in the envelope', async () => {
    const uncaught = recordUncaughtErrors();
    const app = await buildTestApp();
    app.get('/api/test/slow', async () => {
      await sql`select pg_sleep(30)`.execute(app.db);
      return ok(null);
    });
    const database = await databaseOf(app);
    const answer = app.inject({ url: '/api/test/slow', headers: { 'accept-language': 'en' } });
    await vi.waitFor(
      async () => {
        const rows = await asAdministrator<{ count: string }>(
          "select count(*) as count from pg_stat_activity where datname = $1 and query like '%pg_sleep%'",
          [database],
        );
        expect(Number(rows[0]?.count)).toBe(1);
      },
      { timeout: 10_000, interval: 20 },
    );
    await terminateSessionsOf(database);

    const response = await answer;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual(unavailable.en);
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect(uncaught).toEqual([]);
  });

  it('survives the connection of a transaction in progress being terminated', async () => {
    const uncaught = recordUncaughtErrors();
    const app = await buildTestApp();
    const lostConnections = countLostConnections(app);
    let isInTransaction = false;
    let resume = () => {};
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    app.post('/api/test/transaction', async () => {
      await app.db.transaction().execute(async (transaction) => {
        await sql`select 1`.execute(transaction);
        isInTransaction = true;
        await resumed;
        await sql`select 1`.execute(transaction);
      });
      return ok(null);
    });
    const database = await databaseOf(app);
    const answer = app.inject({ method: 'POST', url: '/api/test/transaction' });
    await vi.waitFor(() => expect(isInTransaction).toBe(true), { timeout: 10_000, interval: 10 });

    await terminateSessionsOf(database);
    // The client held by the transaction hears of it first, between two statements.
    await vi.waitFor(() => expect(lostConnections()).toBeGreaterThan(0), {
      timeout: 10_000,
      interval: 10,
    });
    resume();

    const response = await answer;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable['zh-CN']);
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect(uncaught).toEqual([]);
  });
});

describe('the app while PostgreSQL refuses connections', () => {
  /** An app whose database address has nothing listening: PostgreSQL stopped. */
  async function buildAppWithoutDatabase() {
    const app = await buildApp(
      loadConfig({
        DATABASE_URL: `postgres://portal@127.0.0.1:${await freePort()}/portal`,
        LOG_LEVEL: 'silent',
        SHELL_DIST: '/nonexistent/portal-shell-dist',
      }),
    );
    onTestFinished(() => app.close());
    return app;
  }

  it('is live, not ready, and says so at once', async () => {
    const app = await buildAppWithoutDatabase();
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    const started = performance.now();
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('answers a protected call with 503 in the envelope, not 401', async () => {
    const app = await buildAppWithoutDatabase();
    for (const language of ['zh-CN', 'en'] as const) {
      const response = await app.inject({
        url: '/api/upms/role/login',
        headers: { authorization: 'Bearer some-token', 'accept-language': language },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual(unavailable[language]);
    }
  });

  it('answers a sign-in with 503 in the envelope, not 401 or 500', async () => {
    const app = await buildAppWithoutDatabase();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: {
        authorization: clientAuthorization,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=password&username=zhangsan&password=Portal%402026',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable['zh-CN']);
  });
});
