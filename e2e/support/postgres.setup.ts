// The project postgres-setup, which the project chromium-postgres depends on: the run's
// PostgreSQL cluster, and the shared server on a database of it (the SQLite project's shared
// server is the web server of the configuration). They outlive this worker: the global teardown
// (postgres-global-teardown.ts) stops them, and a run interrupted harder leaves them to the next
// run's setup.
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import {
  findPostgresBinaries,
  startThrowawayCluster,
} from '../../apps/server/test/throwaway-postgres';
import { e2eServer, postgresPortShift, sharedServerEnvironment } from './environment';
import { createServerDatabase, stopLeftoversOfEndedRuns, writePostgresState } from './postgres';
import { spawnServer, waitUntilServer } from './standalone-server';

test('a PostgreSQL cluster for the run, and the shared server on it', async () => {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('PostgreSQL is not installed (see postgresProjectRuns).');
  await stopLeftoversOfEndedRuns();
  const cluster = await startThrowawayCluster(binaries, 'portal-e2e-postgres-');
  writePostgresState({ cluster, sharedServerPid: null });

  const { url } = await createServerDatabase();
  const port = e2eServer.port + postgresPortShift;
  // Its own process group, so that it outlives this worker; its output in the cluster's folder.
  const log = openSync(join(cluster.folder, 'shared-server.log'), 'a');
  const server = spawnServer(port, url, sharedServerEnvironment, {
    stdio: ['ignore', log, log],
    detached: true,
  });
  server.unref();
  writePostgresState({ cluster, sharedServerPid: server.pid ?? null });
  await waitUntilServer(`http://127.0.0.1:${port}`, true);
});
