import type { Route } from './route';

/** Where the Home module's endpoints are called (their schemas: `homeEndpoints`). */
export const homeRoutes = {
  listNotices: { method: 'GET', path: '/uniHome/notices/list' },
  listMessages: { method: 'GET', path: '/uniHome/page/message/list' },
  saveReadStatus: { method: 'POST', path: '/uniHome/save/status', bodyEncoding: 'form' },
} as const satisfies Record<string, Route>;
