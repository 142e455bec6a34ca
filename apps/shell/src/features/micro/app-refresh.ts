import { create } from 'zustand';
import { loadAfresh } from './fresh-loads';
import { loadMicroApp, releaseLastSandbox } from './micro-app-runtime';

/** How many times each app was refreshed: its host is keyed by it, so a new count remounts it. */
export const useAppGenerations = create<Record<string, number>>(() => ({}));

/**
 * Starts an app anew (a tab's refresh), from its files as its server has them now (fresh-loads.ts):
 * micro-app's kept-alive instance is destroyed first, or the new element would show it again; a
 * framed app's new frame loads afresh by itself.
 */
export async function refreshSubApp(appName: string, { isFramed = false } = {}): Promise<void> {
  if (!isFramed) {
    loadAfresh(appName);
    const microApp = await loadMicroApp();
    await microApp
      .unmountApp(appName, { destroy: true, clearAliveState: true })
      .then(releaseLastSandbox, () => undefined);
  }
  useAppGenerations.setState((generations) => ({
    ...generations,
    [appName]: (generations[appName] ?? 0) + 1,
  }));
}
