import type { EditLock } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { httpSetup } from '@/lib/http/http-setup';
import { fftaskRoutes } from '@portal/contract/routes';

/** What an edit lock is taken on (DESIGN §6): a schedule or a calendar group. */
export type LockedResource = 'schedule' | 'bookGroup';

const lockRoutes = {
  schedule: {
    take: fftaskRoutes.takeScheduleLock,
    extend: fftaskRoutes.extendScheduleLock,
    release: fftaskRoutes.releaseScheduleLock,
  },
  bookGroup: {
    take: fftaskRoutes.takeBookGroupLock,
    extend: fftaskRoutes.extendBookGroupLock,
    release: fftaskRoutes.releaseBookGroupLock,
  },
} as const;

/**
 * GET addLock: takes the lock, or renews the caller's own. Silent, as are the other two: the
 * editor shows who holds the lock, or why it was lost, where the user is editing.
 */
export function takeEditLock(resource: LockedResource, id: number): Promise<EditLock> {
  return callEndpoint(lockRoutes[resource].take, { query: { id }, silent: true });
}

/** GET extendLockTime: another full period for the caller's own lock. */
export function extendEditLock(resource: LockedResource, id: number): Promise<EditLock> {
  return callEndpoint(lockRoutes[resource].extend, { query: { id }, silent: true });
}

/** GET unLock: gives the caller's lock back. */
export function releaseEditLock(resource: LockedResource, id: number): Promise<boolean> {
  return callEndpoint(lockRoutes[resource].release, { query: { id }, silent: true });
}

/**
 * Releases the lock while the browser tab closes or reloads: a `keepalive` fetch outlives the
 * page, where the HTTP client's request would be cut off.
 */
export function releaseEditLockOnExit(resource: LockedResource, id: number): void {
  const { settings, hooks } = httpSetup();
  const token = hooks.getToken();
  const { method, path } = lockRoutes[resource].release;
  const url = `${settings.baseURL}${path}?id=${encodeURIComponent(id)}`;
  void fetch(url, {
    method,
    keepalive: true,
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => undefined);
}
