import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/server/src/testing/free-port';
import { makeFolder, startNginx } from '../../apps/server/test/cluster/processes';
import { createServerDatabase, type DatabaseKind } from './postgres';
import { spawnServer, waitUntilServer } from './standalone-server';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Two instances of the compiled server on one database (a SQLite file, or a database of the run's
 * PostgreSQL cluster), behind Debian's nginx running deploy/nginx.conf, as production runs them.
 * The first instance migrates and seeds the demo data before the second starts.
 */
export async function startCluster(database: DatabaseKind, env: Record<string, string> = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'portal-e2e-cluster-'));
  const created = database === 'postgres' ? await createServerDatabase() : undefined;
  const databaseUrl = created?.url ?? `sqlite:${join(folder, 'portal.db')}`;
  const instances: { port: number; child: ChildProcess }[] = [];
  for (let index = 0; index < 2; index += 1) {
    const port = await freePort();
    const child = spawnServer(port, databaseUrl, { TRUST_PROXY: '127.0.0.1', ...env });
    instances.push({ port, child });
    await waitUntilServer(`http://127.0.0.1:${port}`, true);
  }
  const nginxFolder = makeFolder('portal-e2e-nginx-');
  const [first, second] = instances.map((instance) => instance.port);
  if (first === undefined || second === undefined) throw new Error('two instances');
  const nginx = await startNginx(nginxFolder.path, {
    upstreamPorts: [first, second],
    shellDist: join(root, 'apps/shell/dist'),
  });
  return {
    /** nginx's origin: where the browser opens the portal. */
    origin: nginx.origin,
    databaseUrl,
    /** Ends an instance at once, as a crash would; nginx sends its requests to the other. */
    kill(index: 0 | 1) {
      instances[index]?.child.kill('SIGKILL');
    },
    async stop() {
      await nginx.stop();
      for (const { port, child } of instances) {
        child.kill('SIGTERM');
        await waitUntilServer(`http://127.0.0.1:${port}`, false);
      }
      await created?.drop();
      nginxFolder.remove();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
