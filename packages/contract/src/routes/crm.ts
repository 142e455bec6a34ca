import type { Route } from './route';

/** Where the CRM endpoints are called (their schemas: `crmEndpoints`). */
export const crmRoutes = {
  getUserRole: { method: 'POST', path: '/crm/new/cusPool/role', appScope: 'crm' },
  listBelongDepartments: {
    method: 'POST',
    path: '/crm/new/cusPool/belongDeptAll',
    appScope: 'crm',
  },
} as const satisfies Record<string, Route>;
