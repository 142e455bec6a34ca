// Starts the real reference server for the browser tests, compiled as `npm start` runs it (built
// first if its sources changed), on a throwaway SQLite database seeded with the demo data, serving
// the freshly built shell. The database file is E2E_DATABASE_FILE when set (tests write rows into
// it), else one in a fresh temporary directory.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const givenFile = process.env.E2E_DATABASE_FILE;
const databaseFile = givenFile ?? join(mkdtempSync(join(tmpdir(), 'portal-e2e-')), 'portal.db');
const databaseFiles = ['', '-wal', '-shm', '-journal'].map((suffix) => databaseFile + suffix);

/** Removes the database, and its directory when it was made for it (or is left empty). */
function removeDatabase() {
  for (const file of databaseFiles) rmSync(file, { force: true });
  if (!givenFile) rmSync(dirname(databaseFile), { recursive: true, force: true });
  else {
    try {
      rmdirSync(dirname(databaseFile));
    } catch {
      // Not empty: the directory holds more than this database; leave it.
    }
  }
}

// A throwaway database: whatever a crashed run left under the given name goes first.
removeDatabase();
mkdirSync(dirname(databaseFile), { recursive: true });

execFileSync(process.execPath, [join(root, 'scripts/build-if-needed.mjs'), '@portal/server'], {
  cwd: root,
  stdio: 'inherit',
});
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: `sqlite:${databaseFile}` },
  },
);

const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  removeDatabase();
  process.exit(code ?? 0);
});
