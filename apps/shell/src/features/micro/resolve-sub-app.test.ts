import { describe, expect, it } from 'vitest';
import { resolveSubApp } from './resolve-sub-app';

const registry = [
  { name: 'sub-newcrm', url: '/sub-newcrm/', devUrl: 'http://localhost:7101/' },
  { name: 'sub-kpi', url: '/sub-performance/', devUrl: 'http://localhost:7105/' },
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

  it('answers nothing for a route without an entry, or an entry missing from the registry', () => {
    expect(resolveSubApp('newcredit', registry)).toBeUndefined();
    expect(resolveSubApp('credit', registry)).toBeUndefined();
    expect(resolveSubApp('no-such-route', registry)).toBeUndefined();
  });
});
