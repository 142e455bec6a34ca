import type { Route } from './route';

/**
 * Where the caller's authenticator app (TOTP, RFC 6238) and its recovery codes are kept (their
 * schemas: `totpEndpoints`); the sign-in with a code is `authRoutes.requestToken`.
 */
export const totpRoutes = {
  totpStatus: { method: 'GET', path: '/upms/user/totp' },
  startTotpEnrolment: { method: 'POST', path: '/upms/user/totp/start' },
  confirmTotpEnrolment: { method: 'POST', path: '/upms/user/totp/confirm' },
  regenerateRecoveryCodes: { method: 'POST', path: '/upms/user/totp/recovery-codes' },
  removeTotp: { method: 'POST', path: '/upms/user/totp/remove' },
} as const satisfies Record<string, Route>;
