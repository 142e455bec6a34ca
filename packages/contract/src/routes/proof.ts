import type { Route } from './route';

/**
 * Where the caller proves again who they are before a change of their password or second
 * factors (its schemas: `proofEndpoints`).
 */
export const proofRoutes = {
  confirmIdentity: { method: 'POST', path: '/upms/user/proof' },
} as const satisfies Record<string, Route>;
