import type { Route } from './route';

/** Where auditors read and check the audit trail (their schemas: `auditEndpoints`). */
export const auditRoutes = {
  listEvents: { method: 'GET', path: '/audit/events' },
  exportEvents: { method: 'GET', path: '/audit/events.csv' },
  verifyTrail: { method: 'GET', path: '/audit/verify' },
} as const satisfies Record<string, Route>;
