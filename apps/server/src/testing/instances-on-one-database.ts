// Test support: several server instances on one database, as a deployment behind a load balancer
// runs them (a PostgreSQL database of the test cluster, or one SQLite file).
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { createTestDatabase, testDialect, type TestDatabase } from './test-database';

async function sharedDatabase(): Promise<TestDatabase> {
  if (testDialect === 'postgres') return createTestDatabase();
  const folder = mkdtempSync(join(tmpdir(), 'portal-instances-'));
  return {
    url: `sqlite:${join(folder, 'portal.db')}`,
    drop: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** `count` apps on one migrated and seeded database, closed when the test ends. */
export async function buildInstancesOnOneDatabase(
  count: number,
  environment: Record<string, string> = {},
): Promise<FastifyInstance[]> {
  const database = await sharedDatabase();
  const config = loadConfig({
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    SHELL_DIST: '/nonexistent/portal-shell-dist',
    PORTAL_DEMO: 'true',
    ...environment,
  });
  const instances: FastifyInstance[] = [];
  onTestFinished(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database.drop();
  });
  for (let index = 0; index < count; index += 1) instances.push(await buildApp(config));
  const [first] = instances;
  if (!first) throw new Error('at least one instance');
  await migrateToLatest(first.db);
  await seedDemoData(first.db);
  return instances;
}
