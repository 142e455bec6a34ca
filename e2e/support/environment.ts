import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const e2eServer = {
  port: Number(process.env.E2E_PORT ?? 18321),
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  },
};

/**
 * The e2e server's SQLite file, for tests that write rows no API call makes (a new to-do, a new
 * message). Set in the environment here, where the Playwright configuration reads this module
 * first: the server it starts (start-server.mjs) and every worker inherit the same path.
 */
process.env.E2E_DATABASE_FILE ??= join(
  tmpdir(),
  `portal-e2e-${e2eServer.port}-${process.pid}`,
  'portal.db',
);
export const e2eDatabaseFile = process.env.E2E_DATABASE_FILE;

/** The environment of the shared e2e server, on either database. */
export const sharedServerEnvironment = {
  LOG_LEVEL: 'warn',
  // A core-cache session as short as the server allows beside the shell's countdown: the server
  // reports it expiring from sign-in on, so the idle tests need not wait 2 hours (they shorten
  // the shell's timers); the server refuses its tokens only after the 905 s.
  CORE_CACHE_TTL_SECONDS: '905',
};

/**
 * The project `chromium-postgres` runs its specs on servers of PostgreSQL, each on a port this far
 * above the SQLite one's (the shared server's and a spec's own), since both projects run at once.
 */
export const postgresPortShift = 100;

/**
 * What the PostgreSQL project's setup started (the cluster, the shared server), for its servers
 * and its teardown: a file every worker finds under the same name (support/postgres.ts).
 */
process.env.E2E_POSTGRES_STATE ??= join(
  tmpdir(),
  `portal-e2e-postgres-${e2eServer.port}-${process.pid}.json`,
);
export const e2ePostgresStateFile = process.env.E2E_POSTGRES_STATE;

/**
 * Debian's Chromium; Playwright's own browser download is not used. Its headless shell (package
 * chromium-headless-shell, the same engine and version without the desktop browser around it, as
 * Playwright itself runs headless tests) when installed: the suite takes a third less time on it.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The desktop browser (package chromium), for what its headless shell does not do: Debian's
 * shell of Chromium 150 opens a link Ctrl-clicked in a new tab as an empty page.
 */
export const desktopChromiumLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};
