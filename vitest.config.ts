import { existsSync } from 'node:fs';
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
              },
            },
          ]
        : []),
    ],
  },
});
