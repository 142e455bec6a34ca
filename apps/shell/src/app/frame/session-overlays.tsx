import { useSecondFactorRequired } from '@/features/settings/use-second-factor-required';
import { usePasswordExpired } from '@/features/settings/use-password-expired';
import type { Firm, UserInfo } from '@portal/contract';
import { LockScreen, preloadLock } from '@/features/lock/lock-parts';
import { whenIdle } from '@/lib/when-idle';
import { lazy, Suspense, useEffect } from 'react';

const IdleExpiryNotice = lazy(() =>
  import('@/features/idle/components/idle-expiry-notice').then((module) => ({
    default: module.IdleExpiryNotice,
  })),
);
const FirmSwitchDialog = lazy(() =>
  import('@/features/session/components/firm-switch-dialog').then((module) => ({
    default: module.FirmSwitchDialog,
  })),
);
const PasswordExpiredDialog = lazy(() =>
  import('@/features/settings/components/password-expired-dialog').then((module) => ({
    default: module.PasswordExpiredDialog,
  })),
);
const SecondFactorRequiredDialog = lazy(() =>
  import('@/features/settings/components/second-factor-required-dialog').then((module) => ({
    default: module.SecondFactorRequiredDialog,
  })),
);
// The lock's dialog and page load a moment after the first screen, as the sub-apps are prepared:
// after its own requests, before anyone locks.
const lockPreloadDelayMs = 3_000;

type Props = {
  user: Pick<UserInfo, 'userId' | 'userName' | 'avatar'> | undefined;
  /** Seconds left before the idle session ends, while the countdown shows. */
  idleRemaining: number | undefined;
  onStay: () => Promise<void>;
  isSwitchingFirm: boolean;
  onCloseFirmSwitch: () => void;
  onFirmSwitched: (firm: Firm) => void;
  isLocked: boolean;
  onUnlocked: () => void;
  onSignOut: () => void;
  /** Names the tabs with unsaved work, where ending the session would lose it. */
  unsavedWarning: string | undefined;
};

/** What covers the frame now and then; their code loads when they are first needed. */
export function SessionOverlays({
  user,
  idleRemaining,
  onStay,
  isSwitchingFirm,
  onCloseFirmSwitch,
  onFirmSwitched,
  isLocked,
  onUnlocked,
  onSignOut,
  unsavedWarning,
}: Props) {
  const isPasswordExpired = usePasswordExpired(user?.userId);
  const isSecondFactorRequired = useSecondFactorRequired(user?.userId);
  useEffect(() => {
    const timer = window.setTimeout(() => whenIdle(() => void preloadLock()), lockPreloadDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Suspense fallback={null}>
      {isPasswordExpired && user && (
        <PasswordExpiredDialog userId={user.userId} onSignOut={onSignOut} />
      )}
      {!isPasswordExpired && isSecondFactorRequired && user && (
        <SecondFactorRequiredDialog
          userId={user.userId}
          username={user.userName}
          onSignOut={onSignOut}
        />
      )}
      {idleRemaining !== undefined && (
        <IdleExpiryNotice
          remaining={idleRemaining}
          unsavedWarning={unsavedWarning}
          onStay={onStay}
          onSignOut={onSignOut}
        />
      )}
      {isSwitchingFirm && (
        <FirmSwitchDialog
          open
          unsavedWarning={unsavedWarning}
          onClose={onCloseFirmSwitch}
          onSwitched={onFirmSwitched}
        />
      )}
      {isLocked && (
        <LockScreen
          userName={user?.userName ?? ''}
          avatar={user?.avatar}
          onUnlocked={onUnlocked}
          onSignOut={onSignOut}
        />
      )}
    </Suspense>
  );
}
