/**
 * The shell's own addresses, without the /main base: one place for every link, redirect and
 * comparison, in the shell and on the server (which refuses a sub-app route that one of them
 * would shadow). Sub-application routes are data (the registry and the menu), not listed here.
 */
export const shellPaths = {
  login: '/login',
  home: '/wel/index',
  settings: '/info/index',
  notices: '/wel/notice',
  backlog: '/wel/backlog',
  messages: '/wel/message',
  calendar: '/wel/calendar',
  iframe: '/iframe',
  auditEvents: '/audit/events',
  operations: '/platform/operations',
  registry: '/platform/registry',
  menuAdmin: '/platform/menus',
  securityUsers: '/security/users',
  registryRequests: '/security/registry-requests',
  lock: '/lock',
  notFound: '/404',
  forbidden: '/403',
  serverError: '/500',
} as const;

/** The first path segments of the shell's pages (`wel`, `platform`, `403`…). */
export const shellPathSegments: readonly string[] = [
  ...new Set(Object.values(shellPaths).map((path) => path.split('/')[1] ?? '')),
];
