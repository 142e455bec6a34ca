import type { Route } from './route';

/**
 * Where the shell reads what a sub-app's registry entry pins it to, before it runs any of the
 * app's files (its schemas: `subAppPinsEndpoints`). Public: a public app (/blank) is pinned too,
 * and the hashes of files anyone may fetch are no secret.
 */
export const subAppPinsRoutes = {
  getPins: { method: 'GET', path: '/subApps/pins' },
} as const satisfies Record<string, Route>;
