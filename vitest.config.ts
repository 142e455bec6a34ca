import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The server suite runs once more on PostgreSQL where PostgreSQL is installed (CI installs it).
const hasPostgres =
  existsSync('/usr/lib/postgresql') || Boolean(process.env.PORTAL_TEST_POSTGRES_URL);

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/shell',
      'apps/example-subapp',
      'apps/server',
      ...(hasPostgres
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              test: {
                name: 'server-postgres',
                root: './apps/server',
                env: { PORTAL_TEST_DIALECT: 'postgres' },
                globalSetup: ['./test/postgres-cluster.ts'],
                // Its tests mostly wait for PostgreSQL: a second worker uses that time even on two
                // processors. A worker count of its own needs a group of its own, run after the rest.
                maxWorkers: Math.max(2, availableParallelism() - 1),
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
});
