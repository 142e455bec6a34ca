import { loginPathFor } from '@/features/session/safe-redirect';
import { portalReturnUrl } from '@/features/session/session-exit';
import {
  clearSession,
  hasSession,
  readUserInfo,
  saveSessionEndReason,
} from '@/features/session/session-store';
import { appPath } from '@/lib/app-path';
import { leaveForLogin } from '@/lib/leave-for-login';
import type { AppRouter } from './router';
import { paths } from '@/lib/paths';

/**
 * The server no longer accepts the session (spec §8): forget it, keep why for the login page
 * (which says it until the next sign-in, in this window and in the session's others, which
 * follow the sign-out), and go back to the portal the user came from, or to the login page
 * keeping the page to come back to. Several calls may fail together: the first keeps its words
 * and leads the way.
 */
export function endSession(router: AppRouter, message: string): void {
  // Signed out already, here or in another tab: whoever did it takes this window to the login
  // page, and a call the sign-out cut short must not send it elsewhere (the page it was on).
  if (!hasSession() && readUserInfo() === undefined) return;
  const portal = portalReturnUrl();
  // Written before the session is cleared: a window told of the sign-out finds it.
  saveSessionEndReason(message);
  clearSession();
  if (portal) {
    window.location.assign(portal);
    return;
  }
  const { pathname, search } = router.state.location;
  const path = appPath(pathname);
  if (path !== paths.login) {
    leaveForLogin(loginPathFor(path, search), (login) => {
      void router.navigate(login, { replace: true });
    });
  }
}
