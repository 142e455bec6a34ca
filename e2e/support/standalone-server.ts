import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { e2eServer } from './environment';

const root = new URL('../..', import.meta.url).pathname;

/**
 * A server of a test's own, on its own SQLite file, for a test that stops and restarts it or
 * needs another configuration (`env`); the shared e2e server must keep running for the other
 * tests. The database outlives a restart.
 */
export function standaloneServer(port = e2eServer.port + 50, env: Record<string, string> = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'portal-e2e-standalone-'));
  const origin = `http://127.0.0.1:${port}`;
  const databaseFile = join(folder, 'portal.db');
  let child: ChildProcess | undefined;

  async function waitUntil(isReady: () => Promise<boolean>) {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (await isReady()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The standalone server on ${origin} did not change state in 30 s.`);
  }
  const answers = () =>
    fetch(`${origin}/main/config.json`).then(
      (response) => response.ok,
      () => false,
    );

  return {
    origin,
    databaseFile,
    async start() {
      child = spawn(
        process.execPath,
        // The compiled server, as deployed; the e2e web server built it before any test ran.
        ['--enable-source-maps', join(root, 'apps/server/dist/server.js')],
        {
          cwd: root,
          stdio: 'ignore',
          env: {
            ...process.env,
            PORT: String(port),
            LOG_LEVEL: 'warn',
            DATABASE_URL: `sqlite:${databaseFile}`,
            ...env,
          },
        },
      );
      await waitUntil(answers);
    },
    async stop() {
      child?.kill('SIGTERM');
      child = undefined;
      await waitUntil(async () => !(await answers()));
    },
    async dispose() {
      if (child) await this.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type StandaloneServer = ReturnType<typeof standaloneServer>;

/**
 * A standalone server for the tests of the describe block this is called in, which then run one
 * after another: started before the first, disposed of after the last. `current()` is the
 * server, from the block's own `beforeAll` hooks (registered after this call) on.
 */
export function serverOfTheseTests(port: number, env: Record<string, string> = {}) {
  test.describe.configure({ mode: 'serial' });
  let server: StandaloneServer | undefined;
  test.beforeAll(async () => {
    server = standaloneServer(port, env);
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
