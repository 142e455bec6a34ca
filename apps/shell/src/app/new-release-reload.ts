import { getStore, setStore } from '@/lib/storage';
import { useSyncExternalStore } from 'react';
import { storageKey } from '@/lib/storage-keys';

const releaseReloadAtKey = storageKey('releaseReloadAt', 'session');

/** A second failure this soon after the reload is not an old page: the error page shows. */
const retryWindowMs = 30_000;
const serverCheckTimeoutMs = 5_000;

/**
 * `checking`: a chunk failed and the shell asks whether its server answers; `reloading`: it did,
 * so the chunk is gone for good and the page reloads into the new release.
 */
let state: 'idle' | 'checking' | 'reloading' = 'idle';
const listeners = new Set<() => void>();

function setState(next: typeof state) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** True while a failed chunk may still mean a new release: error views show the loading view. */
export function isReloadingForNewRelease(): boolean {
  return state !== 'idle';
}

/** The same, for a component: it renders again when the check ends without a reload. */
export function useIsReloadingForNewRelease(): boolean {
  return useSyncExternalStore(subscribe, isReloadingForNewRelease);
}

/** Calls `listener` once the page turns out not to be reloading (the server did not answer). */
export function onReloadCancelled(listener: () => void): void {
  const unsubscribe = subscribe(() => {
    if (state !== 'idle') return;
    unsubscribe();
    listener();
  });
}

/** Whether the shell's server answers at all: any HTTP status will do, a network error will not. */
async function isServerAnswering(): Promise<boolean> {
  try {
    await fetch(new URL(import.meta.env.BASE_URL, window.location.href), {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(serverCheckTimeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * A page built by an older release asks for lazy chunks the new release no longer has. The first
 * such failure reloads the page once, into the new release, instead of showing the error page.
 * A chunk that failed because the server does not answer (an outage, the network) reloads
 * nothing: reloading then would only lose what the user had on screen.
 */
export function installNewReleaseReload(
  reload = () => window.location.reload(),
  serverAnswers: () => Promise<boolean> = isServerAnswering,
): () => void {
  async function onChunkFailure() {
    if (state !== 'idle') return;
    const lastReloadAt = getStore<number>({ name: releaseReloadAtKey });
    if (typeof lastReloadAt === 'number' && Date.now() - lastReloadAt < retryWindowMs) return;
    setState('checking');
    if (!(await serverAnswers())) return setState('idle');
    setStore({ name: releaseReloadAtKey, content: Date.now(), type: 'session' });
    setState('reloading');
    reload();
  }
  const listener = () => void onChunkFailure();
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}
