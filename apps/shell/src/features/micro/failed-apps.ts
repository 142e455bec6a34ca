import { create } from 'zustand';

/** Sub-applications whose resources failed to load (spec §8): opening one says so. */
export const useFailedApps = create<{ failed: Record<string, true> }>(() => ({ failed: {} }));

export function markAppFailed(appName: string): void {
  useFailedApps.setState(({ failed }) => ({ failed: { ...failed, [appName]: true } }));
}

/** A retry forgets the failure; the host mounts the app anew. */
export function clearAppFailure(appName: string): void {
  useFailedApps.setState(({ failed }) => ({
    failed: Object.fromEntries(Object.entries(failed).filter(([name]) => name !== appName)),
  }));
}
