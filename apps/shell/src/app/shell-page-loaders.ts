import { loadPageMessages } from '@/features/i18n/i18n';
import { lazyPage } from './lazy-page';
import type { ShellPageName } from './shell-page-table';

/** A page's code together with its own messages (`locales/<language>/pages/`). */
const withMessages = <Module>(page: string, code: Promise<Module>) =>
  Promise.all([code, loadPageMessages(page)]).then(([module]) => module);

/** The code of each page of `shell-page-table.ts`, loaded when the page is first shown. */
export const shellPageLoaders = {
  home: lazyPage(
    () => import('./routes/workbench-route'),
    (m) => m.WorkbenchRoute,
  ),
  info: lazyPage(
    () => import('./routes/settings-route'),
    (m) => m.SettingsRoute,
  ),
  notice: lazyPage(
    () => import('./routes/wel-notice-route'),
    (m) => m.WelNoticeRoute,
  ),
  backlog: lazyPage(
    () => import('./routes/wel-backlog-route'),
    (m) => m.WelBacklogRoute,
  ),
  message: lazyPage(
    () => import('./routes/wel-message-route'),
    (m) => m.WelMessageRoute,
  ),
  calendar: lazyPage(
    () => import('./routes/wel-calendar-route'),
    (m) => m.WelCalendarRoute,
  ),
  auditEvents: lazyPage(
    () => withMessages('audit', import('./routes/audit-events-route')),
    (m) => m.AuditEventsRoute,
  ),
  operations: lazyPage(
    () => withMessages('operations', import('./routes/operations-route')),
    (m) => m.OperationsRoute,
  ),
  registry: lazyPage(
    () => withMessages('releases', withMessages('registry', import('./routes/registry-route'))),
    (m) => m.RegistryRoute,
  ),
  menuAdmin: lazyPage(
    () => withMessages('menu-admin', import('./routes/menu-admin-route')),
    (m) => m.MenuAdminRoute,
  ),
  securityUsers: lazyPage(
    () => withMessages('security-admin', import('./routes/security-users-route')),
    (m) => m.SecurityUsersRoute,
  ),
  registryRequests: lazyPage(
    () => withMessages('registry', import('./routes/registry-requests-route')),
    (m) => m.RegistryRequestsRoute,
  ),
  iframe: lazyPage(
    () => import('./routes/iframe-route'),
    (m) => m.IframeRoute,
  ),
} satisfies Record<ShellPageName, ReturnType<typeof lazyPage>>;
