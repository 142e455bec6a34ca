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
    drop: () => onAdminConnection(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
