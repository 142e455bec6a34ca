// Starts the real reference server for the browser tests on a throwaway SQLite database, seeded
// with the demo data, serving the freshly built shell.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const dataDirectory = mkdtempSync(join(tmpdir(), 'portal-e2e-'));

const server = spawn(
  process.execPath,
  [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'apps/server/src/server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: `sqlite:${join(dataDirectory, 'portal.db')}` },
  },
);

const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDirectory, { recursive: true, force: true });
  process.exit(code ?? 0);
});
