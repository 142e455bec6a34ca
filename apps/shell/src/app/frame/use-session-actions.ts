import { setButtonCodes } from '@/features/access/button-permissions';
import { useIdleExpiry } from '@/features/idle/use-idle-expiry';
import { recordLockEvent } from '@/features/lock/api/record-lock-event';
import { lockSession } from '@/features/lock/lock-state';
import { portalReturnUrl } from '@/features/session/session-exit';
import { signOut } from '@/features/session/sign-out';
import { saveSessionEndReason } from '@/features/session/session-store';
import { useSessionWatch } from '@/features/session/use-session-watch';
import { reloadSessionUser, useSessionUser } from '@/features/session/session-user-store';
import { refreshTab } from '@/features/tabs/tab-store';
import { notify } from '@/lib/notify';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appPath } from '@/lib/app-path';
import { leaveForLogin } from '@/lib/leave-for-login';
import { forgetPreviousFirm, forgetTabs } from './forget-firm';
import { notifyWhenSeen } from './notify-when-seen';
import { useCrossTabSession } from './use-cross-tab-session';
import { paths } from '@/lib/paths';

/**
 * Ending and locking the session from the frame: sign-out, idle expiry, the server's word that
 * the session ended, lock, other tabs.
 */
export function useSessionActions(userId: number | undefined) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session } = getRuntimeConfig();

  /** The session is over here: forget what the frame holds, then the portal or the login page. */
  const leaveSession = useCallback(
    (portal?: string) => {
      forgetTabs();
      setButtonCodes([]);
      queryClient.clear();
      if (portal) window.location.assign(portal);
      else leaveForLogin(paths.login, (path) => void navigate(path, { replace: true }));
    },
    [navigate, queryClient],
  );
  // Another browser tab switched firm: this one follows, with no stale menu, tab or permission,
  // starts at home as the tab that switched does, and says why (decision 0019).
  const onFirmChanged = useCallback(() => {
    reloadSessionUser();
    forgetPreviousFirm();
    if (appPath(window.location.pathname) === paths.home) refreshTab(paths.home);
    else void navigate(paths.home, { replace: true });
    const firm = useSessionUser.getState().firm?.firmName ?? '';
    notifyWhenSeen('warning', t('firmSwitch.switchedElsewhere', { firm }));
  }, [navigate, t]);
  // Another browser tab signed out: the login page says the reason it was told, if any.
  useCrossTabSession({ onSignedOut: leaveSession, onFirmChanged });

  const endSession = useCallback(
    async ({ idle }: { idle: boolean }) => {
      const portal = portalReturnUrl();
      await signOut({ idle });
      leaveSession(portal);
    },
    [leaveSession],
  );
  const onSignOut = useCallback(() => endSession({ idle: false }), [endSession]);

  const onIdleExpired = useCallback(() => {
    // The login page says why, as for any session that ended without the user's asking.
    saveSessionEndReason(t('idle.expired'));
    void endSession({ idle: true });
  }, [endSession, t]);
  const idle = useIdleExpiry({
    userId,
    checkIntervalMs: session.cacheCheckIntervalMs,
    countdownSeconds: session.idleCountdownSeconds,
    onExpired: onIdleExpired,
  });

  // The server tells every window of the session when it ends; five minutes before the token's
  // absolute lifetime the user is told when it will.
  const onLifetimeEnding = useCallback(
    (expiresAt: number) => {
      const time = new Intl.DateTimeFormat(i18n.language, {
        hour: '2-digit',
        minute: '2-digit',
      }).format(expiresAt);
      void notify('warning', t('idle.lifetimeEnding', { time }));
    },
    [t, i18n],
  );
  useSessionWatch({ isSignedIn: userId !== undefined, onLifetimeEnding });

  const onLock = useCallback(() => {
    const { pathname, search, hash } = window.location;
    lockSession(`${appPath(pathname)}${search}${hash}`);
    recordLockEvent({ event: 'lock', result: 'success' });
    void navigate(paths.lock);
  }, [navigate]);

  return { onSignOut, onLock, idle };
}
