import { getStore, removeStore, setStore } from '@/lib/storage';
import { paths } from '@/lib/paths';
import { storageKey } from '@/lib/storage-keys';

// What the locked session had open: forgotten at sign-out and at the next sign-in.
export const isLockedKey = storageKey('isLock', 'view');
export const lockPasswordKey = storageKey('lockPasswd', 'view');
const lockedFromKey = storageKey('lockedFrom', 'view');

/** Whether the session is locked (in any browser tab of it). */
export function isLocked(): boolean {
  return getStore<boolean>({ name: isLockedKey }) === true;
}

/** Whether a lock password was set (its digest is stored; the hashing loads with the dialogs). */
export function hasLockPassword(): boolean {
  const stored = getStore<unknown>({ name: lockPasswordKey });
  return typeof stored === 'object' && stored !== null && 'digest' in stored;
}

/**
 * Locks the session, remembering the page to come back to. Kept in local storage, so the lock
 * holds after a reload and in every browser tab of the session; signing in or out clears it.
 */
export function lockSession(fromFullPath: string): void {
  setStore({ name: lockedFromKey, content: fromFullPath });
  setStore({ name: isLockedKey, content: true });
}

/** Unlocks, answering the page that was open when the session was locked. */
export function unlockSession(): string {
  const from = getStore<string>({ name: lockedFromKey });
  removeStore({ name: isLockedKey });
  removeStore({ name: lockedFromKey });
  return typeof from === 'string' && from.startsWith('/') && from !== paths.lock
    ? from
    : paths.home;
}
