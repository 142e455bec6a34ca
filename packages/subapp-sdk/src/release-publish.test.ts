// @vitest-environment node
// `portal-release publish` against the portal's own server, started from its sources on a
// throwaway database of the demo, as a team's CI would reach a portal.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const command = fileURLToPath(new URL('../bin/portal-release.mjs', import.meta.url));
const serverFolder = fileURLToPath(new URL('../../../apps/server', import.meta.url));
const clientAuthorization = `Basic ${Buffer.from('portal:portal-secret').toString('base64')}`;

const folders: string[] = [];
let server: ChildProcess | undefined;
let origin = '';
let token = '';

function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

function builtApp(title: string): string {
  const folder = temporaryFolder('portal-release-');
  mkdirSync(join(folder, 'js'));
  writeFileSync(
    join(folder, 'index.html'),
    `<title>${title}</title><script src="js/app.js"></script>`,
  );
  writeFileSync(join(folder, 'js', 'app.js'), `console.log(${JSON.stringify(title)})`);
  return folder;
}

/** A port no one listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

async function waitUntilReady(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const isReady = await fetch(`${origin}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) return;
    if (server?.exitCode !== null) throw new Error('the portal server stopped');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the portal server did not start in 60 s');
}

async function call(path: string, init: RequestInit) {
  const response = await fetch(`${origin}${path}`, init);
  const body = (await response.json()) as { code: number; msg: string; data: unknown };
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** The command's exit code and output, with `env` over a clean environment. */
function portalRelease(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [command, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', LANG: 'en_US.UTF-8', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const publishArgs = (folder: string, version: string, url = `/sub-newcrm/${version}/`) => [
  'publish',
  folder,
  '--portal',
  origin,
  '--app',
  'sub-newcrm',
  '--version',
  version,
  '--url',
  url,
];

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const data = temporaryFolder('portal-release-server-');
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverFolder,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(data, 'portal.db')}`,
      PORTAL_DEMO: 'true',
      LOG_LEVEL: 'silent',
      SHELL_DIST: '/nonexistent/portal-shell-dist',
    },
  });
  await waitUntilReady();
  const signedIn = (await call('/api/auth/oauth/token', {
    method: 'POST',
    headers: {
      authorization: clientAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'sysadmin',
      password: 'Portal@2026',
    }).toString(),
  })) as { access_token: string };
  const issued = (await call('/api/platform/releases/tokens/issue', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${signedIn.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ app: 'sub-newcrm', name: 'ci-main' }),
  })) as { token: string };
  token = issued.token;
}, 120_000);

afterAll(() => {
  server?.kill('SIGTERM');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('portal-release publish', () => {
  it('writes the manifest and publishes the release with the team token', async () => {
    const folder = builtApp('2.4.1');
    const published = portalRelease(publishArgs(folder, '2.4.1'), { PORTAL_TEAM_TOKEN: token });
    expect(published.stderr).toBe('');
    expect(published.status).toBe(0);
    expect(published.stdout).toContain(
      'published sub-newcrm 2.4.1 (2 files) at /sub-newcrm/2.4.1/',
    );

    const manifest: unknown = JSON.parse(
      readFileSync(join(folder, 'release-manifest.json'), 'utf8'),
    );
    expect(manifest).toMatchObject({ manifestVersion: 1, release: '2.4.1' });
    const pins = await fetch(`${origin}/api/subApps/pins?app=sub-newcrm&release=2.4.1`);
    expect(((await pins.json()) as { data: unknown }).data).toEqual(manifest);
  });

  it('says why the portal refused, and what to do, for each refusal', () => {
    const folder = builtApp('3.0.0');
    const again = portalRelease(publishArgs(builtApp('2.4.1'), '2.4.1'), {
      PORTAL_TEAM_TOKEN: token,
    });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(
      'sub-newcrm 2.4.1 refused (HTTP 409): Version 2.4.1 of sub-newcrm is published already',
    );
    expect(again.stderr).toContain('a release never changes, publish a new version');

    const elsewhere = portalRelease(
      publishArgs(folder, '3.0.0', 'https://cdn.example.com/sub-newcrm/3.0.0/'),
      { PORTAL_TEAM_TOKEN: token },
    );
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.stderr).toContain(
      "(HTTP 400): A release's url must be on the origin of the sub-app's registry url /sub-newcrm/",
    );

    const unknown = portalRelease(publishArgs(folder, '3.0.0'), {
      PORTAL_TEAM_TOKEN: 'portal_team_nobody',
    });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('(HTTP 401): The team token is unknown or revoked');

    const chinese = portalRelease(publishArgs(folder, '3.0.0', '/sub-newcrm/latest/'), {
      PORTAL_TEAM_TOKEN: token,
      LANG: 'zh_CN.UTF-8',
    });
    expect(chinese.stderr).toContain('版本地址的路径须有一段是版本号 3.0.0');
  });

  it('takes the token from the environment alone, and sends it over https or to this machine only', () => {
    const folder = builtApp('4.0.0');
    const withoutToken = portalRelease(publishArgs(folder, '4.0.0'));
    expect([withoutToken.status, withoutToken.stderr]).toEqual([
      2,
      expect.stringContaining("set PORTAL_TEAM_TOKEN to the app's team token"),
    ]);
    const onTheCommandLine = portalRelease([...publishArgs(folder, '4.0.0'), '--token', token]);
    expect([onTheCommandLine.status, onTheCommandLine.stderr]).toEqual([
      2,
      expect.stringContaining('the team token is read from PORTAL_TEAM_TOKEN only'),
    ]);
    const args = publishArgs(folder, '4.0.0');
    args[3] = 'http://portal.example.com';
    const overHttp = portalRelease(args, { PORTAL_TEAM_TOKEN: token });
    expect([overHttp.status, overHttp.stderr]).toEqual([
      2,
      expect.stringContaining('--portal must be https (plain http only to this machine)'),
    ]);
    const empty = temporaryFolder('portal-release-empty-');
    const nothing = portalRelease(publishArgs(empty, '4.0.0'), { PORTAL_TEAM_TOKEN: token });
    expect([nothing.status, nothing.stderr]).toEqual([
      1,
      expect.stringContaining('no page, script or style in'),
    ]);
  });
});
