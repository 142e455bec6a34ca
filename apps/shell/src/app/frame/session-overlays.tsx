import { useSecondFactorRequired } from '@/features/settings/use-second-factor-required';
import { usePasswordExpired } from '@/features/settings/use-password-expired';
import type { Firm, UserInfo } from '@portal/contract';
import { LockScreen, preloadLock } from '@/features/lock/lock-parts';
import { useIsLocked } from '@/features/lock/lock-state';
import { FirmSwitchDialog, preloadFirmSwitch } from '@/features/session/firm-switch-parts';
import { usePreloadWhenIdle } from '@/lib/preload-when-idle';
import { lazy, Suspense } from 'react';

const IdleExpiryNotice = lazy(() =>
  import('@/features/idle/components/idle-expiry-notice').then((module) => ({
    default: module.IdleExpiryNotice,
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
  // Locked here, the lock page shows with the click, before the navigation to it has run.
  const isLockedHere = useIsLocked();
  const isLockShown = isLocked || isLockedHere;
  // The lock's dialog and page, and the firm switch's, load when the browser is idle a moment
  // after the first screen: after its own requests, before anyone locks or switches.
  usePreloadWhenIdle(preloadLock);
  usePreloadWhenIdle(preloadFirmSwitch);
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
      {isLockShown && (
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
