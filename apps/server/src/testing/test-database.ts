// The database a test app runs on: SQLite, or a database of the throwaway PostgreSQL cluster when
// the suite runs as the `server-postgres` project.
//
// Speed without sharing: migrating and seeding took most of a test's time (and on PostgreSQL
// CREATE DATABASE too), so each worker migrates and seeds one template database on first use
// (again the next day, as the seed dates rows from today) and every test gets a copy of its own:
// a copy of the template file on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL (whose
// cluster lives in memory where there is room). No test sees another's writes. The template stores
// a cheap Argon2 hash of the demo password, so sign-ins do not spend the production cost; the demo
// seed itself stores a precomputed production hash (see demo-template.ts).
import { createPostgresTestDatabase } from './postgres-test-database';
import { createSqliteTestDatabase } from './sqlite-test-database';

export type TestDialect = 'sqlite' | 'postgres';

export type TestDatabase = {
  url: string;
  drop: () => Promise<void>;
};

export const testDialect: TestDialect =
  process.env.PORTAL_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A database of the test's own: empty, or with `demoData` migrated and seeded with the demo data.
 * Drop it when the test ends.
 */
export function createTestDatabase({ demoData = false } = {}): Promise<TestDatabase> {
  return testDialect === 'postgres'
    ? createPostgresTestDatabase(demoData)
    : createSqliteTestDatabase(demoData);
}
