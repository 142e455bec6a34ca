import { tabPage, type RouteHandle } from './route-meta';
import { paths } from '@/lib/paths';

/**
 * The shell's own signed-in pages (spec §2): their path and their meta (five are fixed tabs). The
 * route table and the fixed tabs derive from it; their code is in `shell-page-loaders.ts`, so the
 * frame reads this table without reaching the pages.
 */
export const shellPages = {
  home: { path: paths.home, handle: tabPage('routes.home', { icon: 'home', fixed: true }) },
  info: { path: paths.settings, handle: tabPage('routes.info', { icon: 'user', fixed: true }) },
  notice: {
    path: paths.notices,
    handle: tabPage('routes.notice', { icon: 'notification', fixed: true }),
  },
  backlog: {
    path: paths.backlog,
    handle: tabPage('routes.backlog', { icon: 'schedule', fixed: true }),
  },
  message: {
    path: paths.messages,
    handle: tabPage('routes.message', { icon: 'message', fixed: true }),
  },
  calendar: { path: paths.calendar, handle: tabPage('calendar.title', { icon: 'schedule' }) },
  auditEvents: {
    path: paths.auditEvents,
    handle: tabPage('routes.auditEvents', { icon: 'audit' }),
  },
  operations: {
    path: paths.operations,
    handle: tabPage('routes.operations', { icon: 'dashboard' }),
  },
  registry: { path: paths.registry, handle: tabPage('routes.registry', { icon: 'appstore' }) },
  menuAdmin: { path: paths.menuAdmin, handle: tabPage('routes.menuAdmin', { icon: 'menu' }) },
  securityUsers: {
    path: paths.securityUsers,
    handle: tabPage('routes.securityUsers', { icon: 'team' }),
  },
  registryRequests: {
    path: paths.registryRequests,
    handle: tabPage('routes.registryRequests', { icon: 'appstore' }),
  },
  iframe: { path: paths.iframe, handle: tabPage('routes.iframe', { icon: 'link' }) },
} satisfies Record<string, { path: string; handle: RouteHandle }>;

export type ShellPageName = keyof typeof shellPages;

/** The pages' names in the table's order, which the fixed tabs keep. */
export const shellPageNames = Object.keys(shellPages) as ShellPageName[];
