import type { Route } from './route';

/** Where the Home module's endpoints are called (their schemas: `homeEndpoints`). */
export const homeRoutes = {
  listNotices: { method: 'GET', path: '/uniHome/notices/list', appScope: 'home' },
  listMessages: { method: 'GET', path: '/uniHome/page/message/list', appScope: 'home' },
  saveReadStatus: {
    method: 'POST',
    path: '/uniHome/save/status',
    appScope: 'home',
    bodyEncoding: 'form',
  },
} as const satisfies Record<string, Route>;
