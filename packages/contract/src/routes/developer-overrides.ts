import type { Route } from './route';

/**
 * A developer's own build in the real portal (docs/decisions/0026-a-developers-own-build.md):
 * where a signed-in developer reads, sets and ends the override of their own session, and where
 * security administrators grant and revoke who may (its schemas: `developerOverrideEndpoints`).
 */
export const developerOverrideRoutes = {
  read: { method: 'GET', path: '/subApps/developerOverride' },
  set: { method: 'POST', path: '/subApps/developerOverride/set' },
  clear: { method: 'POST', path: '/subApps/developerOverride/clear' },
  listGrants: { method: 'GET', path: '/security/developers' },
  grant: { method: 'POST', path: '/security/developers/grant' },
  revoke: { method: 'POST', path: '/security/developers/revoke' },
} as const satisfies Record<string, Route>;
