import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eServer, postgresPortShift } from './environment';
import { test } from './fixtures';
import { createServerDatabase, type DatabaseKind } from './postgres';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Starts the compiled server, as deployed (the e2e web server built it before any test ran), on
 * `port` and the database of `databaseUrl`. On PostgreSQL the server counts as production unless
 * told otherwise: PORTAL_DEMO gives it the demo's data, secrets and passkey relying party, as the
 * SQLite file does by default.
 */
export function spawnServer(
  port: number,
  databaseUrl: string,
  env: Record<string, string>,
  options: { stdio: StdioOptions; detached?: boolean } = { stdio: 'ignore' },
): ChildProcess {
  return spawn(
    process.execPath,
    ['--enable-source-maps', join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      ...options,
      env: {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        ...(databaseUrl.startsWith('postgres') ? { PORTAL_DEMO: 'true' } : {}),
        ...env,
      },
    },
  );
}

/** Waits until the server on `origin` answers (`up`) or no longer does, 30 s at most. */
export async function waitUntilServer(origin: string, up: boolean) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const answers = await fetch(`${origin}/main/config.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (answers === up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server on ${origin} did not ${up ? 'start' : 'stop'} in 30 s.`);
}

/**
 * A server of a test's own, on its own database, for a test that stops and restarts it or needs
 * another configuration (`env`); the shared e2e server must keep running for the other tests.
 * The database outlives a restart. On PostgreSQL (`database`) it is a new database of the run's
 * cluster, and the port is `postgresPortShift` above the given one: the SQLite project may run
 * the same spec at the same time.
 */
export function standaloneServer(
  port = e2eServer.port + 50,
  env: Record<string, string> = {},
  database: DatabaseKind = 'sqlite',
) {
  const folder = mkdtempSync(join(tmpdir(), 'portal-e2e-standalone-'));
  const actualPort = database === 'postgres' ? port + postgresPortShift : port;
  const origin = `http://127.0.0.1:${actualPort}`;
  const databaseFile = join(folder, 'portal.db');
  let databaseUrl = database === 'sqlite' ? `sqlite:${databaseFile}` : null;
  let dropDatabase: (() => Promise<void>) | undefined;
  let child: ChildProcess | undefined;

  return {
    port: actualPort,
    origin,
    /** Its SQLite file, on SQLite. */
    databaseFile,
    /** DATABASE_URL of its database, once started (a console script reads it as the server does). */
    get databaseUrl(): string {
      if (!databaseUrl) throw new Error(`The server on ${origin} has no database yet.`);
      return databaseUrl;
    },
    async start() {
      if (!databaseUrl) {
        const created = await createServerDatabase();
        databaseUrl = created.url;
        dropDatabase = created.drop;
      }
      child = spawnServer(actualPort, databaseUrl, env);
      await waitUntilServer(origin, true);
    },
    async stop() {
      child?.kill('SIGTERM');
      child = undefined;
      await waitUntilServer(origin, false);
    },
    async dispose() {
      if (child) await this.stop();
      await dropDatabase?.();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type StandaloneServer = ReturnType<typeof standaloneServer>;

/**
 * A standalone server for the tests of the describe block this is called in, which then run one
 * after another: started before the first, disposed of after the last, on the project's database.
 * `current()` is the server, from the block's own `beforeAll` hooks (registered after this call) on.
 */
export function serverOfTheseTests(port: number, env: Record<string, string> = {}) {
  test.describe.configure({ mode: 'serial' });
  let server: StandaloneServer | undefined;
  test.beforeAll(async ({ database }) => {
    server = standaloneServer(port, env, database);
    await server.start();
  });
  test.afterAll(async () => {
    await server?.dispose();
  });
  return {
    current(): StandaloneServer {
      if (!server) throw new Error(`The server on port ${port} has not been started yet.`);
      return server;
    },
  };
}
