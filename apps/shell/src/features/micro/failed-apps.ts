import { loadAfresh } from './fresh-loads';
import { create } from 'zustand';
import type { ResourceFailure } from './micro-app-runtime';

type FailureReason = ResourceFailure['reason'];

/**
 * Sub-applications whose resources failed to load (spec §8), and why: out of reach, or a file
 * its pinned release does not name. Opening one says so.
 */
export const useFailedApps = create<{ failed: Record<string, FailureReason> }>(() => ({
  failed: {},
}));

export function markAppFailed(appName: string, reason: FailureReason = 'unreachable'): void {
  useFailedApps.setState(({ failed }) => ({ failed: { ...failed, [appName]: reason } }));
}

/** A retry forgets the failure; the host mounts the app anew, from its files as they are now. */
export function clearAppFailure(appName: string): void {
  loadAfresh(appName);
  useFailedApps.setState(({ failed }) => ({
    failed: Object.fromEntries(Object.entries(failed).filter(([name]) => name !== appName)),
  }));
}
