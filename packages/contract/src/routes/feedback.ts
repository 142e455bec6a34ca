import type { Route } from './route';

/** Where feedback is sent (its schemas: `feedbackEndpoints`). */
export const feedbackRoutes = {
  sendFeedback: { method: 'POST', path: '/feedback/submit' },
} as const satisfies Record<string, Route>;
