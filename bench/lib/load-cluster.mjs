// What the load bench runs against: the compiled server (built if stale), a throwaway PostgreSQL
// cluster, and Debian's nginx with deploy/nginx.conf, all on loopback and removed at the end.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from './builds.mjs';
import { stopOnExit } from './stop-on-exit.mjs';

const root = new URL('../..', import.meta.url).pathname;

/**
 * What a production instance (PostgreSQL, no PORTAL_DEMO) refuses to start without
 * (apps/server/src/start-up-refusals.ts): secrets other than the demo's, the passkeys' relying
 * party, and a key for the authenticator apps' secrets. Every bench's production servers take
 * these, so that a new requirement of the server is met here once.
 */
export const productionSecrets = {
  PORTAL_JWT_SECRET: 'bench-id-token-key-of-more-than-32-characters',
  OAUTH_CLIENT_SECRET: 'bench-client-secret',
  WEBAUTHN_RP_ID: 'localhost',
  SECOND_FACTOR_KEY: randomBytes(32).toString('base64'),
};

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function makeFolder() {
  const path = mkdtempSync(join(tmpdir(), 'portal-load-'));
  chmodSync(path, 0o755);
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export const buildServer = () => buildIfNeeded('@portal/server');

/**
 * `node apps/server/dist/server.js` (or another bundle of the server), resolved once it listens;
 * `stop()` sends SIGTERM.
 */
export async function startServer(environment, bundle = join(root, 'apps/server/dist/server.js')) {
  const port = await freePort();
  const child = stopOnExit(
    spawn(process.execPath, [bundle], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME ?? '/tmp',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...environment,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Portal is running')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => reject(new Error(`The server did not start:\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const asClusterOwner = (command, args) =>
  process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];

/**
 * A throwaway PostgreSQL cluster (as the server suite's), with one empty database `portal`;
 * `settings` are passed as `-c name=value`.
 */
export async function startPostgres(folder, settings = {}) {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const version = versions
    .sort((a, b) => Number(b) - Number(a))
    .find((candidate) => existsSync(`/usr/lib/postgresql/${candidate}/bin/initdb`));
  if (!version) throw new Error('The load bench needs PostgreSQL (apt-get install postgresql)');
  const binaries = `/usr/lib/postgresql/${version}/bin`;
  const home = join(folder, 'postgres');
  mkdirSync(home);
  if (process.getuid?.() === 0) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(home, id('-u'), id('-g'));
  }
  const data = join(home, 'data');
  execFileSync(
    ...asClusterOwner(join(binaries, 'initdb'), [
      '-D',
      data,
      '-U',
      'portal',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
      '--no-sync',
    ]),
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const options = [
    `-p ${port} -k ${home} -c listen_addresses=127.0.0.1 -c max_connections=100`,
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  const pgCtl = join(binaries, 'pg_ctl');
  execFileSync(
    ...asClusterOwner(pgCtl, ['-D', data, '-o', options, '-l', join(home, 'log'), '-w', 'start']),
    { stdio: 'ignore' },
  );
  execFileSync(join(binaries, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'portal',
    'portal',
  ]);
  return {
    url: `postgres://portal@127.0.0.1:${port}/portal`,
    urlOf: (database) => `postgres://portal@127.0.0.1:${port}/${database}`,
    stop: () =>
      execFileSync(...asClusterOwner(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']), {
        stdio: 'ignore',
      }),
  };
}

/** Debian's nginx running deploy/nginx.conf in front of `upstreamPorts`, in the foreground. */
export async function startNginx(folder, { upstreamPorts, shellDist }) {
  const port = await freePort();
  const prefix = join(folder, 'nginx');
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const name of ['logs', ...temporary]) {
    mkdirSync(join(prefix, name), { recursive: true });
    chmodSync(join(prefix, name), 0o777);
  }
  const upstream = upstreamPorts
    .map((upstreamPort) => `        server 127.0.0.1:${upstreamPort} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const configuration = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/( {8}server 127\.0\.0\.1:808\d .*\n)+/, `${upstream}\n`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('/srv/portal/apps/shell/dist/', `${shellDist}/`)
    .replaceAll('/var/log/nginx/', `${prefix}/logs/`)
    .replace(
      'http {\n',
      `http {\n${temporary.map((name) => `    ${name}_temp_path ${join(prefix, name)};`).join('\n')}\n`,
    );
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, configuration);
  const child = stopOnExit(
    spawn(
      '/usr/sbin/nginx',
      ['-p', prefix, '-c', file, '-g', `daemon off; pid ${join(prefix, 'nginx.pid')};`],
      { stdio: 'ignore' },
    ),
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const isUp = await fetch(`${origin}/api/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    if (attempt > 200 || child.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
