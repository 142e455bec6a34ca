import { lazyPage } from './lazy-page';
import { tabPage, type RouteHandle } from './route-meta';
import { paths } from '@/lib/paths';

/**
 * The shell's own signed-in pages (spec §2): their path, their meta (five are fixed tabs) and
 * their code, loaded when first shown. The route table and the fixed tabs derive from it.
 */
export const shellPages = {
  home: {
    path: paths.home,
    handle: tabPage('routes.home', { icon: 'home', fixed: true }),
    page: lazyPage(
      () => import('./routes/workbench-route'),
      (m) => m.WorkbenchRoute,
    ),
  },
  info: {
    path: paths.settings,
    handle: tabPage('routes.info', { icon: 'user', fixed: true }),
    page: lazyPage(
      () => import('./routes/settings-route'),
      (m) => m.SettingsRoute,
    ),
  },
  notice: {
    path: paths.notices,
    handle: tabPage('routes.notice', { icon: 'notification', fixed: true }),
    page: lazyPage(
      () => import('./routes/wel-notice-route'),
      (m) => m.WelNoticeRoute,
    ),
  },
  backlog: {
    path: paths.backlog,
    handle: tabPage('routes.backlog', { icon: 'schedule', fixed: true }),
    page: lazyPage(
      () => import('./routes/wel-backlog-route'),
      (m) => m.WelBacklogRoute,
    ),
  },
  message: {
    path: paths.messages,
    handle: tabPage('routes.message', { icon: 'message', fixed: true }),
    page: lazyPage(
      () => import('./routes/wel-message-route'),
      (m) => m.WelMessageRoute,
    ),
  },
  calendar: {
    path: paths.calendar,
    handle: tabPage('calendar.title', { icon: 'schedule' }),
    page: lazyPage(
      () => import('./routes/wel-calendar-route'),
      (m) => m.WelCalendarRoute,
    ),
  },
  auditEvents: {
    path: paths.auditEvents,
    handle: tabPage('audit.title', { icon: 'audit' }),
    page: lazyPage(
      () => import('./routes/audit-events-route'),
      (m) => m.AuditEventsRoute,
    ),
  },
  operations: {
    path: paths.operations,
    handle: tabPage('operations.title', { icon: 'dashboard' }),
    page: lazyPage(
      () => import('./routes/operations-route'),
      (m) => m.OperationsRoute,
    ),
  },
  registry: {
    path: paths.registry,
    handle: tabPage('registry.title', { icon: 'appstore' }),
    page: lazyPage(
      () => import('./routes/registry-route'),
      (m) => m.RegistryRoute,
    ),
  },
  iframe: {
    path: paths.iframe,
    handle: tabPage('routes.iframe', { icon: 'link' }),
    page: lazyPage(
      () => import('./routes/iframe-route'),
      (m) => m.IframeRoute,
    ),
  },
} satisfies Record<
  string,
  { path: string; handle: RouteHandle; page: ReturnType<typeof lazyPage> }
>;
