import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { buildIfNeeded } from './builds.mjs';
import { stopOnExit } from './stop-on-exit.mjs';

const root = new URL('../..', import.meta.url).pathname;
const contentTypes = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Serves a built folder under `prefix` on loopback, for the baseline pages; its HTML documents go
 * out with `documentHeaders` too.
 */
export async function serveStatic(folder, prefix, { documentHeaders = {} } = {}) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    let file = join(folder, path.slice(prefix.length));
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const type = contentTypes[extname(file)] ?? 'application/octet-stream';
      response.writeHead(200, {
        ...(type === 'text/html' ? documentHeaders : {}),
        'content-type': type,
      });
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// What describes the body or the connection, not how the browser must treat the document.
const representationHeaders = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
]);

/**
 * The headers the server sends with a page of the shell that change how the browser loads it:
 * the CSP and the others helmet sets (Cross-Origin-Opener-Policy makes the navigation start a new
 * renderer process, for one).
 */
export async function documentHeadersOf(url) {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  return Object.fromEntries(
    [...response.headers].filter(([name]) => !representationHeaders.has(name)),
  );
}

/** Fails when something already listens on `port`: it would answer in place of our server. */
async function assertPortFree(port) {
  const probe = createServer();
  await new Promise((resolve, reject) => {
    probe.once('error', (error) =>
      reject(new Error(`Port ${port} is in use; choose another one (BENCH_PORT): ${error.code}`)),
    );
    probe.listen(port, '127.0.0.1', resolve);
  });
  await new Promise((resolve) => probe.close(resolve));
}

/**
 * Starts the real Portal server on a throwaway SQLite database with the demo data; `env` adds to
 * its environment (SHELL_DIST, for one). Answers its origin and its database file, which a bench
 * may change as an administrator's SQL would (the sub-app registry).
 */
export async function startPortal(port, { env = {} } = {}) {
  await assertPortFree(port);
  const dataDirectory = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const databaseFile = join(dataDirectory, 'portal.db');
  // The compiled server, as deployed, and the pages it serves, rebuilt first if their sources
  // changed.
  buildIfNeeded('@portal/server', '@portal/shell', '@portal/example-subapp');
  const child = stopOnExit(
    spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.js')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATABASE_URL: `sqlite:${databaseFile}`,
      },
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Portal server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/main/config.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Portal server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    databaseFile,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}
