// The compiled server as production runs it: child processes of apps/server/dist/server.js, and
// a cluster of two on a throwaway PostgreSQL behind Debian's nginx. Run by `npm run test:cluster`
// (part of `npm test`), not by the default Vitest projects.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const hasPostgres =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((version) =>
    existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
  );
const hasNginx = existsSync('/usr/sbin/nginx');
const canRun = hasPostgres && hasNginx;
if (!canRun) {
  const message =
    'The cluster test needs PostgreSQL and nginx (Debian: apt-get install postgresql nginx).';
  if (process.env.CI) throw new Error(message);
  console.warn(`${message} Not run.`);
}

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'server-cluster',
    environment: 'node',
    include: canRun ? ['test/cluster/**/*.test.ts'] : [],
    passWithNoTests: !canRun,
    globalSetup: ['test/cluster/build-server.ts', 'test/postgres-cluster.ts'],
    // Child processes on a shared machine: generous limits, one file at a time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
