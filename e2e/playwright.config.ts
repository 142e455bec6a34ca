import { defineConfig, devices } from '@playwright/test';
import {
  chromiumLaunchOptions,
  e2eServer,
  postgresPortShift,
  sharedServerEnvironment,
} from './support/environment';
import type { WorkerOptions } from './support/fixtures';
import { postgresProjectRuns } from './support/postgres';

/**
 * The specs of the compliance issue's "done when", run on PostgreSQL as well (project
 * chromium-postgres): the auditor's page, the MLPS password policy, passkeys, a user's sessions.
 * The rest of what those pages store (security administration, authenticator apps, the proofs
 * before a change of the password or second factors: compliance/factors.spec.ts) is covered on
 * PostgreSQL by the server's suite.
 */
const postgresSpecs =
  /\/tests\/(compliance\/(auditor|password-policy|duty-sessions|app-credentials)|session\/(passkeys|my-sessions|session-end))\.spec\.ts$/;

export default defineConfig<unknown, WorkerOptions>({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Two workers share two cores with the server and the sub-apps' servers: on a busy machine a
  // page can take more than the default 5 s to settle, and a test that loads three pages in
  // full more than the default 30 s; a real fault still fails, later.
  expect: { timeout: 10_000 },
  timeout: 60_000,
  // After the list, each spec file's time, slowest first: what to look at when the suite slows.
  reporter: [['list'], ['./support/spec-durations-reporter.ts']],
  use: {
    baseURL: e2eServer.origin,
    locale: 'zh-CN',
    // Recording a trace doubles a test's time on two cores; CI keeps only the log (and the page's
    // error-context.md). Pass `--trace retain-on-failure` to look into a failure.
    trace: 'off',
    screenshot: 'only-on-failure',
    // A user who asked their system for reduced motion: antd's menus and dialogs open at once, so
    // a click never lands on an entry still sliding into place (the shell honours the setting).
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    ...(postgresProjectRuns()
      ? [
          // One cluster for the run, and the shared server on it (support/postgres.setup.ts);
          // the global teardown stops them.
          { name: 'postgres-setup', testDir: './support', testMatch: 'postgres.setup.ts' },
          {
            name: 'chromium-postgres',
            dependencies: ['postgres-setup'],
            testMatch: postgresSpecs,
            use: {
              ...devices['Desktop Chrome'],
              launchOptions: chromiumLaunchOptions,
              baseURL: `http://127.0.0.1:${e2eServer.port + postgresPortShift}`,
              database: 'postgres' as const,
            },
          },
        ]
      : []),
  ],
  globalTeardown: './support/postgres-global-teardown.ts',
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    cwd: '..',
    url: `${e2eServer.origin}/main/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(e2eServer.port), ...sharedServerEnvironment },
  },
});
