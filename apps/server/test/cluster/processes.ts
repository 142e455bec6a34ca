// Child processes of the compiled-server tests: server instances and nginx, each on a free port,
// stopped when the test file ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/testing/free-port';

export const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const serverBundle = join(repositoryRoot, 'apps/server/dist/server.js');

/** Secrets of a production instance (anything but the demo's), and its passkeys' relying party. */
export const productionSecrets = {
  PORTAL_JWT_SECRET: 'cluster-test-id-token-key-of-more-than-32-characters',
  OAUTH_CLIENT_SECRET: 'cluster-test-client-secret',
  WEBAUTHN_RP_ID: 'localhost',
  SECOND_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
};

/** A folder for a test's files, readable by nginx's workers (they run as nobody under root). */
export function makeFolder(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(path, 0o755);
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** A stand-in for the shell's build: a page and one content-hashed asset. */
export function writeShellBuild(folder: string): string {
  const dist = join(folder, 'shell-dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/main/assets/index-c1u5t3r.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets/index-c1u5t3r.js'), 'console.log("portal");\n');
  return dist;
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type Instance = {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<Exit>;
  /** Resolves once the output holds `text`; rejects if the process ends first. */
  waitForOutput: (text: string) => Promise<void>;
};

/** The environment an instance starts from: nothing of the test runner's own variables. */
function baseEnvironment(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  return Object.fromEntries(
    keep.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
}

/** Starts `node dist/server.js` as `npm start` does; resolves once it listens. */
export async function startInstance(environment: Record<string, string>): Promise<Instance> {
  const port = Number(environment.PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: repositoryRoot,
    env: { ...baseEnvironment(), HOST: '127.0.0.1', ...environment, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    chunks.push(chunk.toString());
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve({ code, signal });
      for (const listener of listeners) listener();
    });
  });
  const output = () => chunks.join('');
  const waitForOutput = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output().includes(text)) {
          listeners.delete(check);
          resolve();
        } else if (child.exitCode !== null || child.signalCode !== null) {
          listeners.delete(check);
          reject(new Error(`The server ended before writing "${text}":\n${output()}`));
        }
      };
      listeners.add(check);
      check();
    });
  const instance = {
    origin: `http://127.0.0.1:${port}`,
    port,
    child,
    output,
    exited,
    waitForOutput,
  };
  await waitForOutput('Portal is running');
  return instance;
}

/** Ends an instance that may still run, and waits for it. */
export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM') {
  if (instance.child.exitCode === null && instance.child.signalCode === null) {
    instance.child.kill(signal);
  }
  return instance.exited;
}

/** Runs a command to its end; resolves with its exit and output. */
export function run(
  command: string,
  args: string[],
  environment: Record<string, string>,
): Promise<Exit & { output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repositoryRoot,
      env: { ...baseEnvironment(), ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

/**
 * Replaces each `from` in `text`, `count` times exactly: a change to deploy/nginx.conf that moves
 * a line the test adjusts makes the test fail here rather than run another configuration.
 */
function substitute(text: string, replacements: [from: string, to: string, count: number][]) {
  let result = text;
  for (const [from, to, count] of replacements) {
    const found = result.split(from).length - 1;
    if (found !== count) {
      throw new Error(`deploy/nginx.conf: expected "${from}" ${count} time(s), found ${found}`);
    }
    result = result.replaceAll(from, to);
  }
  return result;
}

export type Nginx = {
  origin: string;
  stop: () => Promise<void>;
  errors: () => string;
  /** What its access log holds so far. */
  accessLog: () => string;
};

/**
 * Debian's nginx with deploy/nginx.conf, the instances' ports, a port of its own, the shell's
 * build and its logs and temporary files in `folder`; in the foreground, stopped by stop().
 */
export async function startNginx(
  folder: string,
  { upstreamPorts, shellDist }: { upstreamPorts: [number, number]; shellDist: string },
): Promise<Nginx> {
  const port = await freePort();
  const prefix = join(folder, 'nginx');
  const temporary = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const name of ['logs', ...temporary]) {
    mkdirSync(join(prefix, name), { recursive: true });
    chmodSync(join(prefix, name), 0o777);
  }
  const temporaryPaths = temporary
    .map((name) => `    ${name === 'body' ? 'client_body' : name}_temp_path ${join(prefix, name)};`)
    .join('\n');
  const configuration = substitute(
    readFileSync(join(repositoryRoot, 'deploy/nginx.conf'), 'utf8'),
    [
      ['server 127.0.0.1:8081 ', `server 127.0.0.1:${upstreamPorts[0]} `, 1],
      ['server 127.0.0.1:8082 ', `server 127.0.0.1:${upstreamPorts[1]} `, 1],
      ['listen 80;', `listen 127.0.0.1:${port};`, 1],
      ['/srv/portal/apps/shell/dist/', `${shellDist}/`, 1],
      ['/var/log/nginx/', `${prefix}/logs/`, 2],
      ['http {\n', `http {\n${temporaryPaths}\n`, 1],
    ],
  );
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, configuration);

  const child = spawn(
    '/usr/sbin/nginx',
    ['-p', prefix, '-c', file, '-g', `daemon off; pid ${join(prefix, 'nginx.pid')};`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  // nginx says nothing once it listens: ask until it answers (bounded).
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${errors}`);
    const isUp = await fetch(`${origin}/api/health/live`).then(
      () => true,
      () => false,
    );
    if (isUp) break;
    if (attempt > 200) throw new Error(`nginx did not answer in time:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    origin,
    errors: () => `${errors}${readFileSync(join(prefix, 'logs/portal-error.log'), 'utf8')}`,
    accessLog: () => readFileSync(join(prefix, 'logs/portal-access.log'), 'utf8'),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
