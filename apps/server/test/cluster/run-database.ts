import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** Runs `work` on the run's PostgreSQL cluster as its administrator. */
export async function onAdminDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') ?? '' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the run's cluster for the file `label` names; answers its url. Named
 * as the run's other databases, so the run drops it even if the file cannot.
 */
export async function createRunDatabase(label: string): Promise<string> {
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error(`The ${label} test needs its PostgreSQL cluster`);
  const name = `${inject('postgresDatabasePrefix')}_${label}_${randomBytes(4).toString('hex')}`;
  await onAdminDatabase((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database at `url` (made by createRunDatabase), its sessions with it. */
export async function dropRunDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await onAdminDatabase((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** The rows `sql` answers on the database at `url`, on a connection of its own. */
export async function queryDatabase<T>(
  url: string,
  sql: string,
  parameters: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, parameters)).rows as T[];
  } finally {
    await client.end();
  }
}
