import { create } from 'zustand';
import { loadMicroApp } from './micro-app-runtime';

/** How many times each app was refreshed: its host is keyed by it, so a new count remounts it. */
export const useAppGenerations = create<Record<string, number>>(() => ({}));

/**
 * Starts an app anew (a tab's refresh): micro-app's kept-alive instance is destroyed first, or the
 * new element would show it again; a framed app's new frame loads afresh by itself.
 */
export async function refreshSubApp(appName: string, { isFramed = false } = {}): Promise<void> {
  if (!isFramed) {
    const microApp = await loadMicroApp();
    await microApp
      .unmountApp(appName, { destroy: true, clearAliveState: true })
      .catch(() => undefined);
  }
  useAppGenerations.setState((generations) => ({
    ...generations,
    [appName]: (generations[appName] ?? 0) + 1,
  }));
}
