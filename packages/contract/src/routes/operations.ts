import type { Route } from './route';

/**
 * Where the shell reports how its sub-applications fare, and where operations read it with the
 * users' feedback and the alert rules (their schemas: `operationsEndpoints`).
 */
export const operationsRoutes = {
  reportSubApps: { method: 'POST', path: '/operations/subAppReports' },
  getSubAppHealth: { method: 'GET', path: '/operations/subAppHealth' },
  getSubAppHistory: { method: 'GET', path: '/operations/subAppHistory' },
  getSubAppErrorGroups: { method: 'GET', path: '/operations/subAppErrorGroups' },
  getSubAppTimings: { method: 'GET', path: '/operations/subAppTimings' },
  listFeedback: { method: 'GET', path: '/operations/feedback' },
  getFeedbackScreenshot: { method: 'GET', path: '/operations/feedback/screenshot' },
  takeFeedback: { method: 'POST', path: '/operations/feedback/take' },
  markFeedbackHandled: { method: 'POST', path: '/operations/feedback/handled' },
  listAlertRules: { method: 'GET', path: '/operations/alertRules' },
  createAlertRule: { method: 'POST', path: '/operations/alertRules' },
  deleteAlertRule: { method: 'POST', path: '/operations/alertRules/delete' },
} as const satisfies Record<string, Route>;
