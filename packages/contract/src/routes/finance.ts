import type { Route } from './route';

/** Where the finance endpoints are called (their schemas: `financeEndpoints`). */
export const financeRoutes = {
  getApprovedProject: { method: 'GET', path: '/finance/project/getApproProjectInfoById' },
  initContract: { method: 'POST', path: '/finance/contractAppInfo/init' },
  applyForPayment: { method: 'POST', path: '/finance/paymentApplyInfo/payment' },
} as const satisfies Record<string, Route>;
