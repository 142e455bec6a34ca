import { basename } from './app-path';

let hasRunSubAppCode = false;

/** micro-app started in this page: some sub-app's code may have run in the shell's document. */
export function noteSubAppCodeRuns(): void {
  hasRunSubAppCode = true;
}

/** As in a page where no sub-app ran: for tests, which share one page with those that run some. */
export function forgetSubAppCodeRuns(): void {
  hasRunSubAppCode = false;
}

/**
 * Goes to the login page at `path` (below /main). Once a sub-app's code ran in this page, by
 * loading the page anew: whatever that code left on the shell's window and document (a listener
 * on the password field, a patched fetch) goes with it before the next user types anything
 * (decision 0015). Else in place, which is quicker.
 */
export function leaveForLogin(path: string, navigate: (path: string) => void): void {
  if (hasRunSubAppCode) window.location.replace(`${basename.replace(/\/$/, '')}${path}`);
  else navigate(path);
}
