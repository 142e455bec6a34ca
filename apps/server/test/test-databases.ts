// The databases every integration suite runs on: SQLite always, PostgreSQL when the global setup
// started a cluster. Each call hands out a fresh, empty database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDatabase = {
  dialect: 'sqlite' | 'postgres';
  url: string;
  drop: () => Promise<void>;
};

export type TestDialect = TestDatabase['dialect'];

export function testDialects(): TestDialect[] {
  return inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    return { dialect, url: 'sqlite::memory:', drop: async () => {} };
  }
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('No PostgreSQL cluster for this run');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dialect,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
