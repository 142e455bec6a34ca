import { loadPageMessages } from '@/features/i18n/i18n';
import { lazyPage } from './lazy-page';
import { tabPage, type RouteHandle } from './route-meta';
import { paths } from '@/lib/paths';

/** A page's code together with its own messages (`locales/<language>/pages/`). */
const withMessages = <Module>(page: string, code: Promise<Module>) =>
  Promise.all([code, loadPageMessages(page)]).then(([module]) => module);

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
    handle: tabPage('routes.auditEvents', { icon: 'audit' }),
    page: lazyPage(
      () => withMessages('audit', import('./routes/audit-events-route')),
      (m) => m.AuditEventsRoute,
    ),
  },
  operations: {
    path: paths.operations,
    handle: tabPage('routes.operations', { icon: 'dashboard' }),
    page: lazyPage(
      () => withMessages('operations', import('./routes/operations-route')),
      (m) => m.OperationsRoute,
    ),
  },
  registry: {
    path: paths.registry,
    handle: tabPage('routes.registry', { icon: 'appstore' }),
    page: lazyPage(
      () => withMessages('registry', import('./routes/registry-route')),
      (m) => m.RegistryRoute,
    ),
  },
  menuAdmin: {
    path: paths.menuAdmin,
    handle: tabPage('routes.menuAdmin', { icon: 'menu' }),
    page: lazyPage(
      () => withMessages('menu-admin', import('./routes/menu-admin-route')),
      (m) => m.MenuAdminRoute,
    ),
  },
  securityUsers: {
    path: paths.securityUsers,
    handle: tabPage('routes.securityUsers', { icon: 'team' }),
    page: lazyPage(
      () => withMessages('security-admin', import('./routes/security-users-route')),
      (m) => m.SecurityUsersRoute,
    ),
  },
  registryRequests: {
    path: paths.registryRequests,
    handle: tabPage('routes.registryRequests', { icon: 'appstore' }),
    page: lazyPage(
      () => withMessages('registry', import('./routes/registry-requests-route')),
      (m) => m.RegistryRequestsRoute,
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
