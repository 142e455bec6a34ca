import { type StandaloneSettings, updateStandalone } from './internal/standalone';

/** The parts of the host context a standalone run sets; see {@link configureStandalone}. */
export type StandaloneOptions = StandaloneSettings;

/**
 * Sets the context the app sees when it runs alone (development outside the shell). Each call
 * merges over the previous ones and tells the {@link onHostContextChange} listeners. Inside the
 * shell it does nothing: the host's context wins.
 *
 * Without it, the standalone context is: user info `{ userName }` from the shell's `userName`
 * cookie (or `{}`), no CRM user info, no token (set one here to call your back end alone),
 * and `VITE_PORTAL_LOCALE` (default 'zh-CN'), `VITE_PORTAL_THEME` ('theme-white'),
 * `VITE_PORTAL_BUTTONS` (comma-separated, default none) and `VITE_PORTAL_BASE_ROUTE` ('/') from
 * the Vite environment.
 *
 * @example
 * configureStandalone({ locale: 'en', buttons: ['crm:customer:add'], baseRoute: '/sub-newcrm/' });
 */
export function configureStandalone(options: StandaloneOptions): void {
  updateStandalone(options);
}
