import { loginPathFor } from '@/features/session/safe-redirect';
import { portalReturnUrl } from '@/features/session/session-exit';
import { clearSession, readToken, readUserInfo } from '@/features/session/session-store';
import { notify } from '@/lib/notify';
import { appPath } from '@/lib/app-path';
import type { AppRouter } from './router';
import { paths } from '@/lib/paths';

/**
 * The server no longer accepts the session (spec §8): forget it, say why once (several calls may
 * fail together), and go back to the portal the user came from, or to the login page keeping the
 * page to come back to.
 */
export function endSession(router: AppRouter, message: string): void {
  const hadSession = readToken() !== undefined || readUserInfo() !== undefined;
  const portal = hadSession ? portalReturnUrl() : undefined;
  clearSession();
  if (hadSession) void notify('warning', message);
  if (portal) {
    window.location.assign(portal);
    return;
  }
  const { pathname, search } = router.state.location;
  const path = appPath(pathname);
  if (path !== paths.login) void router.navigate(loginPathFor(path, search), { replace: true });
}
