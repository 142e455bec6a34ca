import { getStore, removeStore, setStore } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';
import { paths } from '@/lib/paths';

/** Whether a lock password was set (its digest is stored; the hashing loads with the dialogs). */
export function hasLockPassword(): boolean {
  const stored = getStore<unknown>({ name: storageKeys.lockPassword });
  return typeof stored === 'object' && stored !== null && 'digest' in stored;
}

/**
 * Locks the session, remembering the page to come back to. Kept in local storage, so the lock
 * holds after a reload and in every browser tab of the session; signing in or out clears it.
 */
export function lockSession(fromFullPath: string): void {
  setStore({ name: storageKeys.lockedFrom, content: fromFullPath });
  setStore({ name: storageKeys.isLocked, content: true });
}

/** Unlocks, answering the page that was open when the session was locked. */
export function unlockSession(): string {
  const from = getStore<string>({ name: storageKeys.lockedFrom });
  removeStore({ name: storageKeys.isLocked });
  removeStore({ name: storageKeys.lockedFrom });
  return typeof from === 'string' && from.startsWith('/') && from !== paths.lock
    ? from
    : paths.home;
}
