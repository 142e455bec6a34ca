// The database a test app runs on: in-memory SQLite, or a fresh database in the throwaway
// PostgreSQL cluster when the suite runs as the `server-postgres` project.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDialect = 'sqlite' | 'postgres';

export type TestDatabase = {
  url: string;
  drop: () => Promise<void>;
};

export const testDialect: TestDialect =
  process.env.PORTAL_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

async function onAdminConnection(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A closed pg pool may still be ending its connections; FORCE would then kill them mid-goodbye and
 * the client would throw an unhandled 57P01. Wait (briefly) until they are gone.
 */
async function waitForSessionsToEnd(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await client.query<{ count: string }>(
        'select count(*) as count from pg_stat_activity where datname = $1',
        [name],
      );
      if (Number(rows[0]?.count ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDialect === 'sqlite') return { url: 'sqlite::memory:', drop: async () => {} };
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('The server-postgres project needs its PostgreSQL cluster');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await waitForSessionsToEnd(adminUrl, name);
      await onAdminConnection(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
