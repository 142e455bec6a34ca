import { afterEach, describe, expect, it } from 'vitest';
import { resolveSubApp } from './resolve-sub-app';
import { setSubAppReleases } from './sub-app-releases';

const registry = [
  { route: 'newcrm', name: 'sub-newcrm', url: '/sub-newcrm/', devUrl: 'http://localhost:7101/' },
  { route: 'kpi', name: 'sub-kpi', url: '/sub-performance/', devUrl: 'http://localhost:7105/' },
  { route: 'newcredit', name: 'sub-newcredit' },
  { route: 'postloan', name: 'sub-postloan', disabled: true },
  { route: 'other', name: 'sub-other', url: '/sub-other/' },
];

describe('resolveSubApp', () => {
  it('maps a route to its registry entry, with the router base of the route', () => {
    expect(resolveSubApp('newcrm', registry)).toEqual({
      appName: 'sub-newcrm',
      url: '/sub-newcrm/',
      baseRoute: '/main/newcrm',
    });
    expect(resolveSubApp('kpi', registry)?.url).toBe('/sub-performance/');
  });

  it('uses the local development url in development', () => {
    expect(resolveSubApp('newcrm', registry, { isDevelopment: true })?.url).toBe(
      'http://localhost:7101/',
    );
  });

  it('uses the production url in development when the entry has no development url', () => {
    expect(resolveSubApp('other', registry, { isDevelopment: true })?.url).toBe('/sub-other/');
  });

  it('answers nothing for a route with no app, an app turned off, or no such route', () => {
    expect(resolveSubApp('newcredit', registry)).toBeUndefined();
    expect(resolveSubApp('postloan', registry)).toBeUndefined();
    expect(resolveSubApp('credit', registry)).toBeUndefined();
    expect(resolveSubApp('no-such-route', registry)).toBeUndefined();
  });

  describe('with releases rolled out', () => {
    afterEach(() => setSubAppReleases(undefined));
    const releases = { 'sub-newcrm': { version: '2.0.0', url: '/sub-newcrm/2.0.0/' } };

    it("mounts the release the user's firm runs, and the entry's url for an app without one", () => {
      expect(resolveSubApp('newcrm', registry, { releases })).toEqual({
        appName: 'sub-newcrm',
        url: '/sub-newcrm/2.0.0/',
        baseRoute: '/main/newcrm',
        release: '2.0.0',
      });
      expect(resolveSubApp('other', registry, { releases })?.url).toBe('/sub-other/');
      // Turned off, it mounts nothing, whatever its rollout.
      expect(
        resolveSubApp('postloan', registry, {
          releases: { 'sub-postloan': { version: '1.0.0', url: '/sub-postloan/1.0.0/' } },
        }),
      ).toBeUndefined();
    });

    it('reads the releases the frame last heard of, and the development url still wins', () => {
      expect(resolveSubApp('newcrm', registry)?.url).toBe('/sub-newcrm/');
      setSubAppReleases(releases);
      expect(resolveSubApp('newcrm', registry)?.url).toBe('/sub-newcrm/2.0.0/');
      expect(resolveSubApp('newcrm', registry, { isDevelopment: true })?.url).toBe(
        'http://localhost:7101/',
      );
    });
  });
});
