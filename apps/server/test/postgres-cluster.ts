// Vitest global setup: a throwaway PostgreSQL cluster for the integration suite, started when
// PostgreSQL is installed, so that every suite that asks for it runs on both databases.
// Its data lives in memory (/dev/shm) where there is room: each test copies a template database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import {
  findPostgresBinaries,
  removeThrowawayCluster,
  startThrowawayCluster,
  type PostgresControl,
} from './throwaway-postgres';

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

  const cluster = await startThrowawayCluster(binaries);
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresControl', cluster.control);

  return () => removeThrowawayCluster(cluster);
}
