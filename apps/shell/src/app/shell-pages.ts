import { tabPage, type RouteHandle } from './route-meta';

/** The shell's own signed-in pages (spec §2) and their meta; five are fixed tabs. */
export const shellPages = {
  home: { path: '/wel/index', handle: tabPage('routes.home', { icon: 'home', fixed: true }) },
  info: { path: '/info/index', handle: tabPage('routes.info', { icon: 'user', fixed: true }) },
  notice: {
    path: '/wel/notice',
    handle: tabPage('routes.notice', { icon: 'notification', fixed: true }),
  },
  backlog: {
    path: '/wel/backlog',
    handle: tabPage('routes.backlog', { icon: 'schedule', fixed: true }),
  },
  message: {
    path: '/wel/message',
    handle: tabPage('routes.message', { icon: 'message', fixed: true }),
  },
  calendar: {
    path: '/wel/calendar',
    handle: tabPage('calendar.title', { icon: 'schedule' }),
  },
  iframe: { path: '/iframe', handle: tabPage('routes.iframe', { icon: 'link' }) },
} satisfies Record<string, { path: string; handle: RouteHandle }>;
