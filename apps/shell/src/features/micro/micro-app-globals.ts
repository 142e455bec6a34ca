/**
 * Gives an app the base route micro-app documents for children, before its scripts run. The
 * shell runs micro-app's 'pure' router mode, in which the library leaves
 * `__MICRO_APP_BASE_ROUTE__` empty and `__MICRO_APP_BASE_URL__` unset; an app written to its
 * documentation (`createWebHistory(window.__MICRO_APP_BASE_ROUTE__ || '/')`) would then match
 * none of its pages under the shell's address. The other documented globals
 * (`__MICRO_APP_ENVIRONMENT__`, `__MICRO_APP_NAME__`, `__MICRO_APP_PUBLIC_PATH__`, `microApp`)
 * the library sets itself.
 */
export function exposeBaseRoute(sandbox: Window, baseRoute: string): void {
  Object.assign(sandbox, {
    __MICRO_APP_BASE_ROUTE__: baseRoute,
    __MICRO_APP_BASE_URL__: baseRoute,
  });
}
