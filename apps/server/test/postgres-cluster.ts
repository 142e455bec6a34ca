// Vitest global setup: a throwaway PostgreSQL cluster for the integration suite, started when
// PostgreSQL is installed, so that every suite that asks for it runs on both databases.
// Its data lives in memory (/dev/shm) where there is room: each test copies a template database.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { memoryFolderWithRoom } from './memory-folder';
import { freePort } from '../src/testing/free-port';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  export interface ProvidedContext {
    postgresUrl: string | null;
    /** Every database a run creates starts with it (see src/testing/postgres-test-database.ts). */
    postgresDatabasePrefix: string;
    /** How to stop and start the cluster this setup started; null for a cluster given by URL. */
    postgresControl: PostgresControl | null;
  }
}

/** What pg_ctl needs to stop the cluster and start it again, on the same port and data. */
export type PostgresControl = { pgCtl: string; data: string; serverOptions: string; log: string };

function findPostgresBinaries(): string | null {
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

/** On a server of one's own, drops the databases a run left behind (a worker's template). */
async function dropDatabasesOfRun(url: string, prefix: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`${prefix}_`],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const prefix = `portal_${randomBytes(4).toString('hex')}`;
  project.provide('postgresDatabasePrefix', prefix);
  const givenUrl = process.env.PORTAL_TEST_POSTGRES_URL;
  if (givenUrl) {
    project.provide('postgresUrl', givenUrl);
    project.provide('postgresControl', null);
    return () => dropDatabasesOfRun(givenUrl, prefix);
  }
  const binaries = findPostgresBinaries();
  if (!binaries) {
    if (process.env.CI)
      throw new Error('CI runs the integration suite on PostgreSQL too: install it');
    console.warn('PostgreSQL is not installed: the integration suite runs on SQLite only.');
    project.provide('postgresUrl', null);
    project.provide('postgresControl', null);
    return;
  }

  const folder = mkdtempSync(join(memoryFolderWithRoom(1024 * 1024 * 1024), 'portal-postgres-'));
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
  project.provide('postgresUrl', `postgres://portal@127.0.0.1:${port}/postgres`);
  project.provide('postgresControl', control);

  return async () => {
    execFileSync(...asClusterOwner(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']), {
      stdio: 'ignore',
    });
    rmSync(folder, { recursive: true, force: true });
  };
}
