import type { Route } from './route';

/** Where the sign-in endpoints are called (their schemas: `authEndpoints`). */
export const authRoutes = {
  requestToken: { method: 'POST', path: '/auth/oauth/token', bodyEncoding: 'form' },
  revokeToken: { method: 'DELETE', path: '/auth/token/logout' },
  passkeyOptions: { method: 'POST', path: '/auth/passkey/options' },
  watchSession: { method: 'GET', path: '/auth/session/watch' },
  issueAppToken: { method: 'POST', path: '/auth/app-token' },
} as const satisfies Record<string, Route>;
