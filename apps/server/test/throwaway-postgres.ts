// A throwaway PostgreSQL cluster, owned by whoever starts it: the integration suite's (vitest
// global setup, test/postgres-cluster.ts) and the browser tests' (e2e/support/postgres.ts).
// Its data lives in memory (/dev/shm) where there is room, with nothing synced to disk.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { memoryFolderWithRoom } from './memory-folder';
import { freePort } from '../src/testing/free-port';

/** What pg_ctl needs to stop the cluster and start it again, on the same port and data. */
export type PostgresControl = { pgCtl: string; data: string; serverOptions: string; log: string };

/** The newest PostgreSQL installed (Debian's layout), or null when none is. */
export function findPostgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const version = versions.find((candidate) => existsSync(join(root, candidate, 'bin/initdb')));
  return version ? join(root, version, 'bin') : null;
}

/** PostgreSQL refuses to run as root; as root, run it as the `postgres` system account. */
function asClusterOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
}

const startArguments = ({ data, serverOptions, log }: PostgresControl) => [
  '-D',
  data,
  '-o',
  serverOptions,
  '-l',
  log,
  '-w',
  'start',
];

/**
 * pg_ctl without blocking the caller's event loop. Its output is ignored rather than piped: the
 * server it starts would hold a pipe open for as long as it runs.
 */
function runPgCtl(control: PostgresControl, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(...asClusterOwner(control.pgCtl, args), { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`pg_ctl ${args.at(-1)} ended with ${code}: see ${control.log}`)),
    );
  });
}

/**
 * Stops the cluster as an operator's restart does (`-m fast`: every session is ended, committed
 * work is kept), and returns once it is down.
 */
export function stopPostgres(control: PostgresControl): Promise<void> {
  return runPgCtl(control, ['-D', control.data, '-m', 'fast', '-w', 'stop']);
}

/** Starts the stopped cluster again, on its port and data; returns once it accepts connections. */
export function startPostgres(control: PostgresControl): Promise<void> {
  return runPgCtl(control, startArguments(control));
}

export type ThrowawayCluster = {
  /** The cluster's `postgres` database, as the user `portal`, who owns the cluster (trust). */
  url: string;
  control: PostgresControl;
  /** The folder that holds its data, its socket and its log. */
  folder: string;
};

/**
 * Creates and starts a cluster in a new folder named `<prefix>…` (in /dev/shm when it has a
 * gigabyte to spare), on a free loopback port, with durability turned off: a crash loses it, and
 * nothing needs it after. `binaries` from findPostgresBinaries().
 */
export async function startThrowawayCluster(
  binaries: string,
  prefix = 'portal-postgres-',
): Promise<ThrowawayCluster> {
  const folder = mkdtempSync(join(memoryFolderWithRoom(1024 * 1024 * 1024), prefix));
  if (process.getuid?.() === 0) {
    const owner = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const group = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(folder, Number(owner), Number(group));
  }
  const data = join(folder, 'data');
  execFileSync(
    ...asClusterOwner(join(binaries, 'initdb'), [
      '-D',
      data,
      '-U',
      'portal',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
      '--no-sync',
    ]),
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const pgCtl = join(binaries, 'pg_ctl');
  const serverOptions = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    // Recycle the write-ahead log early: the cluster may live in memory.
    '-c max_wal_size=128MB',
    '-c min_wal_size=32MB',
  ].join(' ');
  const control = { pgCtl, data, serverOptions, log: join(folder, 'log') };
  execFileSync(...asClusterOwner(pgCtl, startArguments(control)), { stdio: 'ignore' });
  return { url: `postgres://portal@127.0.0.1:${port}/postgres`, control, folder };
}

/** Stops the cluster at once (`-m immediate`: it is thrown away) and removes its folder. */
export function removeThrowawayCluster({ control, folder }: ThrowawayCluster): void {
  try {
    execFileSync(
      ...asClusterOwner(control.pgCtl, ['-D', control.data, '-m', 'immediate', '-w', 'stop']),
      { stdio: 'ignore' },
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
