import { loginPathFor } from '@/features/session/safe-redirect';
import { portalReturnUrl } from '@/features/session/session-exit';
import {
  clearSession,
  readToken,
  readSessionEndReason,
  readUserInfo,
  saveSessionEndReason,
} from '@/features/session/session-store';
import { notify } from '@/lib/notify';
import { appPath } from '@/lib/app-path';
import type { AppRouter } from './router';
import { paths } from '@/lib/paths';

/** The last reason this window said, so that several calls failing together say it once. */
let saidHere: string | undefined;

/**
 * The server no longer accepts the session (spec §8): forget it, say why once (several calls may
 * fail together), leave the reason for the other windows of the session, and go back to the portal the user came from, or to the login page keeping the
 * page to come back to.
 */
export function endSession(router: AppRouter, message: string): void {
  const hadSession = readToken() !== undefined || readUserInfo() !== undefined;
  const portal = hadSession ? portalReturnUrl() : undefined;
  // Another window of the session may have ended it a moment before: its words are said here,
  // once in each window.
  const reason = hadSession ? message : readSessionEndReason();
  if (hadSession) saveSessionEndReason(message);
  clearSession();
  if (reason && (hadSession || reason !== saidHere)) {
    saidHere = reason;
    void notify('warning', reason);
  }
  if (portal) {
    window.location.assign(portal);
    return;
  }
  const { pathname, search } = router.state.location;
  const path = appPath(pathname);
  if (path !== paths.login) void router.navigate(loginPathFor(path, search), { replace: true });
}
