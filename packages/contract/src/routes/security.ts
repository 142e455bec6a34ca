import type { Route } from './route';

/**
 * Where security administrators manage accounts, their sessions and second factors (schemas:
 * `securityEndpoints`).
 */
export const securityRoutes = {
  listUsers: { method: 'GET', path: '/security/users' },
  listUserSessions: { method: 'GET', path: '/security/users/sessions' },
  endUserSessions: { method: 'POST', path: '/security/users/endSessions' },
  endUserSession: { method: 'POST', path: '/security/users/endSession' },
  disableUser: { method: 'POST', path: '/security/users/disable' },
  enableUser: { method: 'POST', path: '/security/users/enable' },
  resetUserFactors: { method: 'POST', path: '/security/users/resetFactors' },
  unlockUser: { method: 'POST', path: '/security/users/unlock' },
} as const satisfies Record<string, Route>;
