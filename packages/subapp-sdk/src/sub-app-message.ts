/**
 * What a sub-application sends the shell, as `window.microApp.forceDispatch({ message })`. The
 * functions of this package send them; the type is here for hosts and tests.
 */
export type SubAppMessage =
  /** Handled like an HTTP answer (spec §8): status 401 or code 401 signs the user out. */
  | { type: 'report'; status: number; code: number; message?: string }
  /** Opens (or shows) the tab of a shell path, e.g. '/credit/apply/list'. */
  | { type: 'open-tab'; path: string }
  /** Closes the sub-application's current tab. */
  | { type: 'close-self' }
  /** Sets the title of the sub-application's current tab. */
  | { type: 'set-title'; title: string }
  /** Navigates the shell to a path, in the same tab. */
  | { type: 'navigate'; path: string }
  /** The current tab holds unsaved work (true) or no longer does (false). */
  | { type: 'set-dirty'; dirty: boolean };
