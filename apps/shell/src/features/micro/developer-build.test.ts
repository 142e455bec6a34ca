import { setRuntimeConfig } from '@/lib/runtime-config';
import { answerHttp } from '@/test/answer-http';
import { testRuntimeConfig } from '@/test/runtime-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPinned } from './pinned-release';
import { resolveSubApp } from './resolve-sub-app';
import { setSubAppReleases } from './sub-app-releases';

// A developer's own session runs one app from their development server (decision 0026).
const devServer = 'http://127.0.0.1:5173/';
const registry = [
  { route: 'newcrm', name: 'sub-newcrm', url: '/sub-newcrm/', pinned: true },
  { route: 'other', name: 'sub-other', url: '/sub-other/' },
];
const developerBuild = {
  'sub-newcrm': { version: 'dev', url: devServer, developer: true },
} as const;

beforeEach(() => setRuntimeConfig({ ...testRuntimeConfig, subApps: registry }));
afterEach(() => setSubAppReleases(undefined));

describe("a developer's own build", () => {
  it('mounts the app from the development server, as no release', () => {
    expect(resolveSubApp('newcrm', registry, { releases: developerBuild })).toEqual({
      appName: 'sub-newcrm',
      url: devServer,
      baseRoute: '/main/newcrm',
    });
    expect(resolveSubApp('other', registry, { releases: developerBuild })?.url).toBe('/sub-other/');
  });

  it("skips the pins of the app's registry entry, which would fail its files", async () => {
    const asked = answerHttp(() => Promise.resolve({ manifestVersion: 1, files: {} }));
    setSubAppReleases(developerBuild);
    const fetchBytes = () => Promise.resolve(new TextEncoder().encode('dev module').buffer);

    await expect(fetchPinned('sub-newcrm', `${devServer}src/main.tsx`, fetchBytes)).resolves.toBe(
      'dev module',
    );
    expect(asked).not.toHaveBeenCalled();
    // Without the override the entry's pins hold: nothing unpinned runs.
    setSubAppReleases({});
    await expect(fetchPinned('sub-newcrm', '/sub-newcrm/x.js', fetchBytes)).rejects.toThrow(
      /not in the app's release manifest/,
    );
  });
});

describe("the page's policy of a development server", () => {
  // The first releases a page hears are kept for the page: each test loads the modules afresh.
  let setReleases: typeof setSubAppReleases = () => undefined;
  beforeEach(() => vi.resetModules());
  afterEach(() => setReleases(undefined));

  it('runs one the first releases of the page named, the server having admitted it', async () => {
    ({ setSubAppReleases: setReleases } = await import('./sub-app-releases'));
    const policy = await import('./page-policy');
    policy.rememberPageOrigins(registry);
    setReleases(developerBuild);

    expect(policy.isRunnableByPage(devServer)).toBe(true);
    expect(policy.isRunnableByPage('http://127.0.0.1:9999/')).toBe(false);
  });

  it('does not run one set after the page came: it waits for the page to load again', async () => {
    ({ setSubAppReleases: setReleases } = await import('./sub-app-releases'));
    const policy = await import('./page-policy');
    policy.rememberPageOrigins(registry);
    setReleases({});
    setReleases(developerBuild);

    expect(policy.isRunnableByPage(devServer)).toBe(false);
  });
});
