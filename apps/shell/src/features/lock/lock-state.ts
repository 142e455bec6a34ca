import { getStore, removeStore, setStore } from '@/lib/storage';
import { useSyncExternalStore } from 'react';
import { paths } from '@/lib/paths';
import { storageKey } from '@/lib/storage-keys';

// What the locked session had open: forgotten at sign-out and at the next sign-in.
export const isLockedKey = storageKey('isLock', 'view');
export const lockPasswordKey = storageKey('lockPasswd', 'view');
// The page each window comes back to: in its session storage, since the lock is the session's but
// the page is the window's.
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

const lockListeners = new Set<() => void>();

function announceLockChange(): void {
  for (const listener of lockListeners) listener();
}

function subscribeToLock(listener: () => void): () => void {
  lockListeners.add(listener);
  return () => void lockListeners.delete(listener);
}

/**
 * Whether the session is locked, for a component: it renders again as soon as this window locks
 * or unlocks, so that the lock page covers the frame in the frame after the click rather than
 * once the navigation to it has run. Another window's lock reaches this one as a navigation.
 */
export function useIsLocked(): boolean {
  return useSyncExternalStore(subscribeToLock, isLocked);
}

/**
 * Locks the session, remembering this window's page to come back to. The lock is kept in local
 * storage, so it holds after a reload and in every browser tab of the session; signing in or out
 * clears it.
 */
export function lockSession(fromFullPath: string): void {
  keepPageUnderLock(fromFullPath);
  setStore({ name: isLockedKey, content: true });
  announceLockChange();
}

/**
 * Remembers the page this window showed when the session was locked, here or in another window,
 * for this window alone: it comes back to it after the unlock, and after a reload while locked.
 */
export function keepPageUnderLock(fullPath: string): void {
  setStore({ name: lockedFromKey, content: fullPath, type: 'session' });
}

/** Unlocks the session, in every window of it; answers the page this window comes back to. */
export function unlockSession(): string {
  removeStore({ name: isLockedKey });
  announceLockChange();
  return takePageUnderLock();
}

/**
 * The page this window showed when the session was locked, forgotten as it goes back there; home
 * for a window opened while it was locked.
 */
export function takePageUnderLock(): string {
  const from = getStore<string>({ name: lockedFromKey });
  removeStore({ name: lockedFromKey });
  return typeof from === 'string' && from.startsWith('/') && from !== paths.lock
    ? from
    : paths.home;
}
