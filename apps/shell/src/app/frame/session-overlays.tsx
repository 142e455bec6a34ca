import type { Firm, UserInfo } from '@portal/contract';
import { lazy, Suspense } from 'react';

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
const LockScreen = lazy(() =>
  import('@/features/lock/components/lock-screen').then((module) => ({
    default: module.LockScreen,
  })),
);

type Props = {
  user: Pick<UserInfo, 'userName' | 'avatar'> | undefined;
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
  return (
    <Suspense fallback={null}>
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
