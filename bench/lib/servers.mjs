import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const contentTypes = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a built folder under `prefix` on loopback, for the baseline pages. */
export async function serveStatic(folder, prefix) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    let file = join(folder, path.slice(prefix.length));
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
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

/** Starts the real Portal server on a throwaway SQLite database with the demo data. */
export async function startPortal(port) {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'apps/server/src/server.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATABASE_URL: `sqlite:${join(dataDirectory, 'portal.db')}`,
      },
    },
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
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}
