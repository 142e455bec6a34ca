import type { Route } from './route';

/** A route of the shell: its first path segment, lower-case letters, digits and dashes. */
export const registryRoutePattern = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** A sub-app's name for micro-app and the SDK. */
export const registryNamePattern = /^[a-z][a-z0-9-]{0,63}$/;

/** Where a platform administrator reads and changes the sub-app registry (`registryEndpoints`). */
export const registryRoutes = {
  listEntries: { method: 'GET', path: '/platform/registry' },
  saveEntry: { method: 'POST', path: '/platform/registry/save' },
  removeEntry: { method: 'POST', path: '/platform/registry/remove' },
  listHistory: { method: 'GET', path: '/platform/registry/history' },
  listRequests: { method: 'GET', path: '/platform/registry/requests' },
  decideRequest: { method: 'POST', path: '/platform/registry/requests/decide' },
} as const satisfies Record<string, Route>;
