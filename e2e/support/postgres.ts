import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import pg from 'pg';
import {
  findPostgresBinaries,
  removeThrowawayCluster,
  type ThrowawayCluster,
} from '../../apps/server/test/throwaway-postgres';
import { e2ePostgresStateFile } from './environment';

/** The database the servers of a project run on (the project option `database`). */
export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * Whether the run has its PostgreSQL project: when PostgreSQL is installed. Under CI it must be
 * (it fails the run with the reason, as the server's integration suite does); elsewhere the
 * project is left out, and the run says so once.
 */
export function postgresProjectRuns(): boolean {
  if (findPostgresBinaries()) return true;
  if (process.env.CI) {
    throw new Error(
      'CI runs the compliance browser tests on PostgreSQL too (project chromium-postgres): install PostgreSQL (Debian package postgresql)',
    );
  }
  // The configuration is read again in each worker: only the runner says it.
  if (process.env.TEST_WORKER_INDEX === undefined) {
    console.warn(
      'PostgreSQL is not installed: the project chromium-postgres is left out, the browser tests run on SQLite only.',
    );
  }
  return false;
}

/** What the project's setup started: the cluster, and the shared server on it. */
export type PostgresState = { cluster: ThrowawayCluster; sharedServerPid: number | null };

export function writePostgresState(state: PostgresState) {
  writeFileSync(e2ePostgresStateFile, JSON.stringify(state));
}

export function readPostgresState(): PostgresState {
  if (!existsSync(e2ePostgresStateFile)) {
    throw new Error(
      `No PostgreSQL cluster for this run (${e2ePostgresStateFile}): the project chromium-postgres depends on postgres-setup, which starts it.`,
    );
  }
  return JSON.parse(readFileSync(e2ePostgresStateFile, 'utf8')) as PostgresState;
}

export function removePostgresState() {
  rmSync(e2ePostgresStateFile, { force: true });
}

export function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Another user's process is running all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Stops the shared server and the cluster of a state, and removes the cluster's folder. */
export async function stopPostgresOf({ cluster, sharedServerPid }: PostgresState) {
  if (sharedServerPid !== null && isRunning(sharedServerPid)) {
    process.kill(sharedServerPid, 'SIGTERM');
    for (let attempt = 0; attempt < 300 && isRunning(sharedServerPid); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  removeThrowawayCluster(cluster);
}

/**
 * What an interrupted run left running (its teardown never came): the cluster and shared server
 * of each state file whose run (the pid at the end of its name) has ended.
 */
export async function stopLeftoversOfEndedRuns() {
  const folder = dirname(e2ePostgresStateFile);
  for (const name of readdirSync(folder)) {
    const run = /^portal-e2e-postgres-\d+-(\d+)\.json$/.exec(name);
    if (!run || name === basename(e2ePostgresStateFile) || isRunning(Number(run[1]))) continue;
    const file = join(folder, name);
    try {
      await stopPostgresOf(JSON.parse(readFileSync(file, 'utf8')) as PostgresState);
    } catch (error) {
      console.warn(`Could not stop what ${file} names:`, error);
    }
    rmSync(file, { force: true });
  }
}

function urlOf(name: string): string {
  const url = new URL(readPostgresState().cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onCluster(statement: string) {
  const client = new pg.Client({ connectionString: readPostgresState().cluster.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new empty database of the run's cluster, for one server, which migrates it and seeds the
 * demo data as it starts (as `npm start` does): `drop` it once the server has stopped.
 */
export async function createServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_e2e_${randomBytes(5).toString('hex')}`;
  await onCluster(`CREATE DATABASE ${name}`);
  return {
    url: urlOf(name),
    drop: () => onCluster(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
