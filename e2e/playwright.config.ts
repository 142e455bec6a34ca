import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2eServer } from './support/environment';

export default defineConfig({
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
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    cwd: '..',
    url: `${e2eServer.origin}/main/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // A core-cache session as short as the server allows beside the shell's countdown: the server
    // reports it expiring from sign-in on, so the idle tests need not wait 2 hours (they shorten
    // the shell's timers); the server refuses its tokens only after the 905 s.
    env: { PORT: String(e2eServer.port), LOG_LEVEL: 'warn', CORE_CACHE_TTL_SECONDS: '905' },
  },
});
