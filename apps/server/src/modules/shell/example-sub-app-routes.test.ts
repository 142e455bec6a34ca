import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { sameOriginSubAppPaths } from './example-sub-app-routes';

const indexHtml =
  '<!doctype html><html><head><script type="module" src="./assets/index-abc123.js"></script></head><body><div id="example-subapp-root"></div></body></html>';

/** A stand-in for the example sub-app's build. */
function fakeExampleDist() {
  const folder = mkdtempSync(join(tmpdir(), 'portal-example-subapp-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), indexHtml);
  writeFileSync(join(folder, 'assets', 'index-abc123.js'), 'console.log("example")');
  writeFileSync(join(folder, 'favicon.svg'), '<svg/>');
  writeFileSync(join(folder, '.env'), 'SECRET=1');
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('GET /<sub-app>/ in the demo', () => {
  it('serves the example sub-app at every registered path of this origin', async () => {
    const app = await buildTestApp({ PORTAL_DEMO: 'true', EXAMPLE_SUBAPP_DIST: fakeExampleDist() });
    // The form centre's fixed internal host (spec §2) is not the demo's: the demo serves it here.
    for (const url of [
      '/sub-newcrm/',
      '/sub-performance/',
      '/sub-blank/',
      '/sub-hm-factoring/',
      '/sub-form/',
    ]) {
      // micro-app fetches the page with fetch(): Accept */*.
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('lets a shell on another origin fetch the page and its files', async () => {
    const app = await buildTestApp({ PORTAL_DEMO: 'true', EXAMPLE_SUBAPP_DIST: fakeExampleDist() });
    for (const url of ['/sub-newcrm/', '/sub-newcrm/assets/index-abc123.js']) {
      const response = await app.inject({
        url,
        headers: { origin: 'http://shell.example.com', accept: '*/*' },
      });
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    const app = await buildTestApp({ PORTAL_DEMO: 'true', EXAMPLE_SUBAPP_DIST: fakeExampleDist() });
    const asset = await app.inject({ url: '/sub-credit/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("example")');
    const icon = await app.inject({ url: '/sub-credit/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("falls back to the page for the app's own routes, for a run alone", async () => {
    const app = await buildTestApp({ PORTAL_DEMO: 'true', EXAMPLE_SUBAPP_DIST: fakeExampleDist() });
    const asHtml = await app.inject({ url: '/sub-newcrm/form', headers: html });
    expect(asHtml.body).toBe(indexHtml);
    const bare = await app.inject({ url: '/sub-newcrm/form?id=1', headers: { accept: '*/*' } });
    expect(bare.body).toBe(indexHtml);
  });

  it('answers 404 for a missing file, a dotfile or a path outside the build', async () => {
    const app = await buildTestApp({ PORTAL_DEMO: 'true', EXAMPLE_SUBAPP_DIST: fakeExampleDist() });
    for (const url of [
      '/sub-newcrm/assets/missing.js',
      '/sub-newcrm/.env',
      '/sub-newcrm/%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('SECRET');
    }
  });

  it('serves nothing at a name that is not a path, nor for an app on a host of its own', async () => {
    const app = await buildTestApp({ PORTAL_DEMO: 'true', EXAMPLE_SUBAPP_DIST: fakeExampleDist() });
    await app.db
      .updateTable('sub_apps')
      .set({ url: 'https://form.internal.portal/sub-form/' })
      .where('route', '=', 'form')
      .execute();
    for (const url of ['/sub-kpi/', '/sub-form/', '/sub-unknown/']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('redirects the path without its slash, keeping the query', async () => {
    const app = await buildTestApp({ PORTAL_DEMO: 'true', EXAMPLE_SUBAPP_DIST: fakeExampleDist() });
    const response = await app.inject({ url: '/sub-newcrm?x=1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sub-newcrm/?x=1');
  });

  it('follows the registry in the database as it changes', async () => {
    const app = await buildTestApp({ PORTAL_DEMO: 'true', EXAMPLE_SUBAPP_DIST: fakeExampleDist() });
    expect((await app.inject({ url: '/apps/x/', headers: html })).statusCode).toBe(404);
    await app.db
      .updateTable('sub_apps')
      .set({ url: '/apps/x/' })
      .where('route', '=', 'newcrm')
      .execute();
    expect((await app.inject('/apps/x/')).body).toBe(indexHtml);
    expect((await app.inject({ url: '/sub-newcrm/', headers: html })).statusCode).toBe(404);
  });

  it('says to build it when it is not built', async () => {
    const app = await buildTestApp({
      PORTAL_DEMO: 'true',
      EXAMPLE_SUBAPP_DIST: '/nonexistent/example-dist',
    });
    const response = await app.inject({ url: '/sub-newcrm/', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});

describe('GET /<sub-app>/ outside the demo', () => {
  it('serves no example sub-app', async () => {
    const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: fakeExampleDist(), SEED_DEMO: 'false' });
    const response = await app.inject({ url: '/sub-newcrm/', headers: html });
    expect(response.statusCode).toBe(404);
  });
});

describe('sameOriginSubAppPaths', () => {
  it('keeps the folders of the relative urls, once each', () => {
    const entry = (name: string, url: string) => ({ route: name, name, url });
    expect(
      sameOriginSubAppPaths([
        entry('a', '/sub-a/'),
        entry('b', '/sub-b'),
        entry('c', '/sub-c/index.html'),
        entry('a2', '/sub-a/'),
        entry('form', 'http://form.internal.portal/sub-form/'),
        entry('protocol-relative', '//cdn.example.com/x/'),
        entry('shell', '/main/x/'),
        entry('root', '/index.html'),
      ]),
    ).toEqual(['/sub-a/', '/sub-b/', '/sub-c/']);
  });
});
