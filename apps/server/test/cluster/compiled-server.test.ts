// The compiled server as one process: how it starts, refuses to start, and shuts down.
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  makeFolder,
  productionSecrets,
  run,
  startInstance,
  stopInstance,
  type Instance,
} from './processes';

const folder = makeFolder('portal-compiled-');
const started: Instance[] = [];
afterAll(async () => {
  await Promise.all(started.map((instance) => stopInstance(instance, 'SIGKILL')));
  folder.remove();
});

async function startDemo(name: string, environment: Record<string, string> = {}) {
  const instance = await startInstance({
    DATABASE_URL: `sqlite:${join(folder.path, `${name}.db`)}`,
    ...environment,
  });
  started.push(instance);
  return instance;
}

const serverBundle = 'apps/server/dist/server.js';
const signInForm = 'grant_type=password&username=zhangsan&password=Portal%402026';
const demoClient = `Basic ${Buffer.from('portal:portal-secret').toString('base64')}`;

describe('the compiled server', () => {
  it('runs the demo on the embedded SQLite database, and says so', async () => {
    const instance = await startDemo('demo');
    expect(instance.output()).toMatch(
      /Portal is running the demo at http:\/\/localhost:\d+\/main\//,
    );
    expect(instance.output()).toContain('zhangsan / Portal@2026');
    const ready = await fetch(`${instance.origin}/api/health/ready`);
    expect(ready.status).toBe(200);
    const portal = await fetch(`${instance.origin}/portal`);
    expect(portal.status).toBe(200);
    expect(await portal.text()).toContain('<title>集团门户（演示）</title>');
  });

  it('refuses to start outside the demo with the demo secrets, naming what to set', async () => {
    const { code, output } = await run(process.execPath, [serverBundle], {
      DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal',
    });
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start outside the demo with the demo secrets. Set:');
    expect(output).toMatch(/ {2}PORTAL_JWT_SECRET: .*\n {2}OAUTH_CLIENT_SECRET: /);

    const { code: sqliteCode, output: sqliteOutput } = await run(process.execPath, [serverBundle], {
      DATABASE_URL: `sqlite:${join(folder.path, 'refused.db')}`,
      PORTAL_DEMO: 'false',
      PORTAL_JWT_SECRET: productionSecrets.PORTAL_JWT_SECRET,
    });
    expect(sqliteCode).toBe(1);
    expect(sqliteOutput).toMatch(/Set:\n {2}OAUTH_CLIENT_SECRET: [^\n]*\nor set PORTAL_DEMO=true/);
  });

  it('refuses passkeys outside the demo without their relying party, naming what to set', async () => {
    const { code, output } = await run(process.execPath, [serverBundle], {
      DATABASE_URL: `sqlite:${join(folder.path, 'no-rp.db')}`,
      PORTAL_DEMO: 'false',
      PORTAL_JWT_SECRET: productionSecrets.PORTAL_JWT_SECRET,
      OAUTH_CLIENT_SECRET: productionSecrets.OAUTH_CLIENT_SECRET,
    });
    expect(code).toBe(1);
    expect(output).toContain('SECOND_FACTOR_POLICY=optional and no passkey relying party. Set:');
    expect(output).toMatch(/ {2}WEBAUTHN_RP_ID: .*\n {2}WEBAUTHN_ORIGINS: /);
  });

  it('refuses to start with a registry in its configuration file, saying where it went', async () => {
    const configFile = join(folder.path, 'registry-in-file.json');
    const subApp = { name: 'sub-x', url: 'https://apps.example.com/x/', devUrl: 'http://x/' };
    writeFileSync(configFile, JSON.stringify({ subApps: [subApp] }));
    const { code, output } = await run(process.execPath, [serverBundle], {
      DATABASE_URL: `sqlite:${join(folder.path, 'registry-in-file.db')}`,
      PORTAL_DEMO: 'false',
      PORTAL_CONFIG_FILE: configFile,
      ...productionSecrets,
    });
    expect(code).toBe(1);
    expect(output).toContain('the sub-application registry is kept in the database');
    // The message alone, not a stack.
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('outside the demo seeds no account and serves no example sub-app nor demo portal', async () => {
    const instance = await startDemo('production', { PORTAL_DEMO: 'false', ...productionSecrets });
    expect(instance.output()).toMatch(
      /Portal is running at http:\/\/localhost:\d+\/main\/ \(production/,
    );
    expect(instance.output()).not.toContain('Demo accounts');
    expect(instance.output()).not.toContain('seeded the demo data');
    const signIn = await fetch(`${instance.origin}/api/auth/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`portal:${productionSecrets.OAUTH_CLIENT_SECRET}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: signInForm,
    });
    expect(signIn.status).toBe(401);
    expect((await fetch(`${instance.origin}/sub-newcrm/`)).status).toBe(404);
    expect((await fetch(`${instance.origin}/portal`)).status).toBe(404);
  });

  it('logs every request with its id, but no health probe at info', async () => {
    const instance = await startDemo('logs', { LOG_LEVEL: 'info' });
    await fetch(`${instance.origin}/api/health/live`, { headers: { 'x-request-id': 'probe-1' } });
    await fetch(`${instance.origin}/api/health/ready`, { headers: { 'x-request-id': 'probe-2' } });
    const answer = await fetch(`${instance.origin}/main/config.json`, {
      headers: { 'x-request-id': 'page-1' },
    });
    expect(answer.headers.get('x-request-id')).toBe('page-1');
    // The line pino writes when the answer has gone.
    await instance.waitForOutput('"reqId":"page-1","res"');
    const lines = instance
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string; level: number });
    const page = lines.filter((line) => line.reqId === 'page-1').map((line) => line.msg);
    expect(page).toEqual(['incoming request', 'request completed']);
    expect(lines.filter((line) => line.reqId?.startsWith('probe-'))).toEqual([]);
  });

  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    const instance = await startDemo('shutdown', { LOG_LEVEL: 'info' });
    const { port } = instance;
    // A sign-in whose body arrives in two parts: in flight while the signal comes.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      'POST /api/auth/oauth/token HTTP/1.1\r\nHost: portal\r\n' +
        `Authorization: ${demoClient}\r\nX-Request-Id: in-flight\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\n' +
        `Content-Length: ${signInForm.length}\r\n\r\n${signInForm.slice(0, 20)}`,
    );
    await instance.waitForOutput('"reqId":"in-flight"');

    instance.child.kill('SIGTERM');
    await instance.waitForOutput('shutting down');
    // Closing: a new connection is refused while the request in flight is still served.
    const refused = await fetch(`${instance.origin}/api/health/live`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    expect(instance.child.exitCode).toBeNull();

    socket.write(signInForm.slice(20));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"access_token"');
    expect(await instance.exited).toEqual({ code: 0, signal: null });
    expect(instance.output()).toContain('"msg":"shut down"');
  });
});
