import type { EditLock } from '@portal/contract';
import { http } from '@/lib/http/http-client';
import { httpSetup } from '@/lib/http/http-setup';

/** What an edit lock is taken on (DESIGN §6): a schedule or a calendar group. */
export type LockedResource = 'schedule' | 'bookGroup';

const basePaths: Record<LockedResource, string> = {
  schedule: '/fftask/pcSchedule',
  bookGroup: '/fftask/pcCalendarBookGroup',
};

/**
 * GET addLock: takes the lock, or renews the caller's own. Silent, as are the other two: the
 * editor shows who holds the lock, or why it was lost, where the user is editing.
 */
export function takeEditLock(resource: LockedResource, id: number): Promise<EditLock> {
  return http.request<EditLock>({
    url: `${basePaths[resource]}/addLock`,
    method: 'get',
    params: { id },
    silent: true,
  });
}

/** GET extendLockTime: another full period for the caller's own lock. */
export function extendEditLock(resource: LockedResource, id: number): Promise<EditLock> {
  return http.request<EditLock>({
    url: `${basePaths[resource]}/extendLockTime`,
    method: 'get',
    params: { id },
    silent: true,
  });
}

/** GET unLock: gives the caller's lock back. */
export function releaseEditLock(resource: LockedResource, id: number): Promise<boolean> {
  return http.request<boolean>({
    url: `${basePaths[resource]}/unLock`,
    method: 'get',
    params: { id },
    silent: true,
  });
}

/**
 * Releases the lock while the browser tab closes or reloads: a `keepalive` fetch outlives the
 * page, where the HTTP client's request would be cut off.
 */
export function releaseEditLockOnExit(resource: LockedResource, id: number): void {
  const { settings, hooks } = httpSetup();
  const token = hooks.getToken();
  const url = `${settings.baseURL}${basePaths[resource]}/unLock?id=${encodeURIComponent(id)}`;
  void fetch(url, {
    method: 'GET',
    keepalive: true,
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => undefined);
}
