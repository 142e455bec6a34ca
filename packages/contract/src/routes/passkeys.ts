import type { Route } from './route';

/**
 * Where the caller's own passkeys are kept (their schemas: `passkeyEndpoints`); the sign-in with
 * one is `authRoutes`.
 */
export const passkeyRoutes = {
  listPasskeys: { method: 'GET', path: '/upms/user/passkeys' },
  startPasskeyRegistration: { method: 'POST', path: '/upms/user/passkeys/registration/options' },
  finishPasskeyRegistration: { method: 'POST', path: '/upms/user/passkeys/registration' },
  renamePasskey: { method: 'POST', path: '/upms/user/passkeys/rename' },
  removePasskey: { method: 'POST', path: '/upms/user/passkeys/remove' },
  startPasskeyCheck: { method: 'POST', path: '/upms/user/passkeys/verify/options' },
  finishPasskeyCheck: { method: 'POST', path: '/upms/user/passkeys/verify' },
} as const satisfies Record<string, Route>;
