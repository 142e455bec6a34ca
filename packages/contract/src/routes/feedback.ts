import type { Route } from './route';

/** Where feedback is sent, and where its sender follows it (its schemas: `feedbackEndpoints`). */
export const feedbackRoutes = {
  sendFeedback: { method: 'POST', path: '/feedback/submit' },
  listMyFeedback: { method: 'GET', path: '/feedback/mine' },
} as const satisfies Record<string, Route>;
