import { getStore, setStore } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';

/** A second failure this soon after the reload is not an old page: the error page shows. */
const retryWindowMs = 30_000;

let isReloading = false;

/** True while the page reloads into the new release: error views show the loading view. */
export function isReloadingForNewRelease(): boolean {
  return isReloading;
}

/**
 * A page built by an older release asks for lazy chunks the new release no longer has. The first
 * such failure reloads the page once, into the new release, instead of showing the error page.
 */
export function installNewReleaseReload(reload = () => window.location.reload()): () => void {
  function onChunkFailure() {
    const lastReloadAt = getStore<number>({ name: storageKeys.releaseReloadAt });
    if (typeof lastReloadAt === 'number' && Date.now() - lastReloadAt < retryWindowMs) return;
    setStore({ name: storageKeys.releaseReloadAt, content: Date.now(), type: 'session' });
    isReloading = true;
    reload();
  }
  window.addEventListener('vite:preloadError', onChunkFailure);
  return () => window.removeEventListener('vite:preloadError', onChunkFailure);
}
