import { runtimeConfigSchema } from '@portal/contract';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

const indexHtml = '<!doctype html><title>Portal</title><div id="root"></div>';

/** A stand-in for the built shell. */
function fakeShellDist() {
  const folder = mkdtempSync(join(tmpdir(), 'portal-shell-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), indexHtml);
  writeFileSync(join(folder, 'assets', 'index-abc123.js'), 'console.log("shell")');
  writeFileSync(join(folder, 'favicon.svg'), '<svg/>');
  writeFileSync(join(folder, '.env'), 'SECRET=1');
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('GET /main/', () => {
  it('serves the shell page', async () => {
    const app = await buildTestApp({ SHELL_DIST: fakeShellDist() });
    const response = await app.inject({ url: '/main/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });

  it('falls back to the shell page for an app route asked for as HTML', async () => {
    const app = await buildTestApp({ SHELL_DIST: fakeShellDist() });
    for (const url of ['/main/login', '/main/wel/index?tab=1', '/main/newcrm/customers/42']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('falls back to the shell page for an app route asked for without an HTML Accept header', async () => {
    const app = await buildTestApp({ SHELL_DIST: fakeShellDist() });
    const response = await app.inject({ url: '/main/wel/index', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });

  it('serves built files, hashed assets as immutable', async () => {
    const app = await buildTestApp({ SHELL_DIST: fakeShellDist() });
    const asset = await app.inject({ url: '/main/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/main/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, not the page, for a missing file asked for by a script', async () => {
    const app = await buildTestApp({ SHELL_DIST: fakeShellDist() });
    const response = await app.inject({
      url: '/main/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(1);
  });

  it('never serves dotfiles or files outside the build', async () => {
    const app = await buildTestApp({ SHELL_DIST: fakeShellDist() });
    for (const url of [
      '/main/.env',
      '/main/%2e%2e/%2e%2e/package.json',
      '/main/..%2Fpackage.json',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('SECRET');
    }
  });

  it('redirects / and /main to /main/, keeping the query', async () => {
    const app = await buildTestApp({ SHELL_DIST: fakeShellDist() });
    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/main/');
    const main = await app.inject({ url: '/main?id_token=abc' });
    expect(main.headers.location).toBe('/main/?id_token=abc');
  });

  it('says to build the shell when it is not built', async () => {
    const app = await buildTestApp({ SHELL_DIST: '/nonexistent/dist' });
    const response = await app.inject({ url: '/main/login', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});

describe('GET /main/config.json', () => {
  it('describes the runtime configuration of the shell', async () => {
    const app = await buildTestApp({ OAUTH_CLIENT_ID: 'shell', OAUTH_CLIENT_SECRET: 's3cret' });
    const response = await app.inject({ url: '/main/config.json' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = runtimeConfigSchema.parse(response.json());
    expect(config).toMatchObject({
      env: 'stage',
      api: {
        main: '/api',
        riskControl: '/api/risk',
        bpm: '/api/bpm',
        contract: '/api/contract',
        portal: '/portal',
      },
      auth: { clientId: 'shell', clientSecret: 's3cret' },
      requestTimeoutMs: 1_000_000,
      session: {
        cacheCheckIntervalMs: 60_000,
        idleCountdownSeconds: 900,
        todoPollIntervalMs: 30_000,
      },
      passwordPolicy: {
        profile: 'asvs',
        minLength: 8,
        maxLength: 128,
        minClasses: 0,
        historyCount: 0,
        maxAgeDays: null,
      },
      website: {
        title: 'Portal',
        watermark: true,
        keepAliveLimit: 30,
        subAppLoadTimeoutMs: 20_000,
        subAppPrefetchLimit: 12,
      },
    });
  });

  it('is served even when the shell is not built', async () => {
    const app = await buildTestApp({ SHELL_DIST: '/nonexistent/dist' });
    expect((await app.inject('/main/config.json')).statusCode).toBe(200);
  });

  it('takes the overrides of PORTAL_CONFIG_FILE', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-config-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const file = join(folder, 'config.json');
    writeFileSync(
      file,
      JSON.stringify({ env: 'prod', api: { portal: 'https://portal.example.com' } }),
    );
    const app = await buildTestApp({ PORTAL_CONFIG_FILE: file });
    const config = (await app.inject('/main/config.json')).json();
    expect(config.env).toBe('prod');
    expect(config.api).toMatchObject({ main: '/api', portal: 'https://portal.example.com' });
    expect(config.subApps).toHaveLength(30);
  });
});
