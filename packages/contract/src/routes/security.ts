import type { Route } from './route';

/** Where security administrators manage accounts and sessions (schemas: `securityEndpoints`). */
export const securityRoutes = {
  listUsers: { method: 'GET', path: '/security/users' },
  listUserSessions: { method: 'GET', path: '/security/users/sessions' },
  endUserSessions: { method: 'POST', path: '/security/users/endSessions' },
  disableUser: { method: 'POST', path: '/security/users/disable' },
  enableUser: { method: 'POST', path: '/security/users/enable' },
} as const satisfies Record<string, Route>;
