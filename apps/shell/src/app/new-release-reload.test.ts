import { getStore } from '@/lib/storage';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What Vite's loader dispatches when a lazy chunk fails to load. */
function failChunk() {
  window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
}

// A fresh module per test: it starts not reloading. The server answers unless told otherwise.
async function install({ serverAnswers = true } = {}) {
  vi.resetModules();
  const module = await import('./new-release-reload');
  const reload = vi.fn();
  const uninstall = module.installNewReleaseReload(reload, () => Promise.resolve(serverAnswers));
  return { ...module, reload, uninstall };
}

/** Lets the check of the server, a resolved promise here, run its course. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('installNewReleaseReload', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());
  // The copy left reloading stays here: the modules of the files after import a fresh one.
  afterAll(() => vi.resetModules());

  it('reloads once when a lazy chunk fails, and says so while reloading', async () => {
    const { reload, isReloadingForNewRelease, uninstall } = await install();
    expect(isReloadingForNewRelease()).toBe(false);

    failChunk();
    expect(isReloadingForNewRelease()).toBe(true);
    await settled();

    expect(reload).toHaveBeenCalledTimes(1);
    expect(isReloadingForNewRelease()).toBe(true);
    expect(getStore({ name: 'releaseReloadAt' })).toBe(Date.now());
    uninstall();
  });

  it('does not reload again when the reloaded page fails too: the error page shows', async () => {
    const first = await install();
    failChunk();
    await settled();
    first.uninstall();

    vi.advanceTimersByTime(5_000);
    const second = await install();
    failChunk();
    await settled();

    expect(second.reload).not.toHaveBeenCalled();
    expect(second.isReloadingForNewRelease()).toBe(false);
    second.uninstall();
  });

  it('reloads again for a later release, long after the last reload', async () => {
    const first = await install();
    failChunk();
    await settled();
    first.uninstall();

    vi.advanceTimersByTime(60_000);
    const second = await install();
    failChunk();
    await settled();

    expect(second.reload).toHaveBeenCalledTimes(1);
    second.uninstall();
  });

  it('reloads nothing when the server does not answer: an outage is no new release', async () => {
    const { reload, isReloadingForNewRelease, onReloadCancelled, uninstall } = await install({
      serverAnswers: false,
    });
    const cancelled = vi.fn();
    failChunk();
    onReloadCancelled(cancelled);
    await settled();

    expect(reload).not.toHaveBeenCalled();
    expect(isReloadingForNewRelease()).toBe(false);
    expect(cancelled).toHaveBeenCalledOnce();
    // A real new release later still reloads: no reload was counted.
    expect(getStore({ name: 'releaseReloadAt' })).toBeUndefined();
    uninstall();
  });
});
