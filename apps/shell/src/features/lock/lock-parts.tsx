import { DialogPlaceholder } from '@/lib/ui/dialog-placeholder';
import { preloadable } from '@/lib/ui/preloadable';
import { useTranslation } from 'react-i18next';
import type { LockPasswordDialogProps } from './components/lock-password-dialog';

function LockPasswordLoading({ onCancel }: LockPasswordDialogProps) {
  const { t } = useTranslation();
  return <DialogPlaceholder title={t('lock.setPasswordTitle')} onCancel={onCancel} />;
}

const lockScreen = preloadable(() =>
  import('./components/lock-screen').then((module) => module.LockScreen),
);
const lockPasswordDialog = preloadable(
  () => import('./components/lock-password-dialog').then((module) => module.LockPasswordDialog),
  LockPasswordLoading,
);

/** The lock page (DESIGN §6); its code stays out of the first screen. */
export const LockScreen = lockScreen.Component;

/** The dialog asking for the lock password before the first lock. */
export const LockPasswordDialog = lockPasswordDialog.Component;

/** Loads the lock page ahead: the one thing a press of 锁屏 shows once a password is set. */
export const preloadLockScreen = lockScreen.preload;

/** Loads the dialog asking for the lock password ahead: what the first lock shows. */
export const preloadLockPasswordDialog = lockPasswordDialog.preload;

/**
 * Loads the lock's dialog and page ahead, so that the first lock shows them at once rather than
 * the page behind while their code arrives. A failure is left to the first lock, which loads
 * them again.
 */
export function preloadLock(): Promise<void> {
  return Promise.all([lockScreen.preload(), lockPasswordDialog.preload()]).then(() => undefined);
}
