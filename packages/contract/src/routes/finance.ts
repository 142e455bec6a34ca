import type { Route } from './route';

/** Where the finance endpoints are called (their schemas: `financeEndpoints`). */
export const financeRoutes = {
  getApprovedProject: {
    method: 'GET',
    path: '/finance/project/getApproProjectInfoById',
    appScope: 'finance',
  },
  initContract: { method: 'POST', path: '/finance/contractAppInfo/init', appScope: 'finance' },
  applyForPayment: {
    method: 'POST',
    path: '/finance/paymentApplyInfo/payment',
    appScope: 'finance',
  },
} as const satisfies Record<string, Route>;
