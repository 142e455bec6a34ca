import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadDelayMs, usePreloadWhenIdle } from './preload-when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** requestIdleCallback that runs its callbacks when the test says the browser is idle. */
function stubIdleCallbacks() {
  const waiting: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
  return {
    /** Runs the callbacks asked for so far, and lets the loads they start settle. */
    async beIdle() {
      for (const callback of waiting.splice(0)) callback();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

describe('usePreloadWhenIdle', () => {
  it('loads nothing during the first screen, then one module per idle moment, one after another', async () => {
    vi.useFakeTimers();
    const idle = stubIdleCallbacks();
    const loaded: string[] = [];
    let finishLoading: () => void = () => undefined;
    const slowLoad = new Promise<void>((resolve) => (finishLoading = resolve));
    const lock = vi.fn(() => slowLoad.then(() => void loaded.push('lock')));
    const search = vi.fn(async () => void loaded.push('search'));

    renderHook(() => {
      usePreloadWhenIdle(lock);
      usePreloadWhenIdle(search);
    });
    await vi.advanceTimersByTimeAsync(preloadDelayMs - 1);
    await idle.beIdle();
    expect(lock).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await idle.beIdle();
    expect(lock).toHaveBeenCalledOnce();
    // The next waits for the first to have loaded, then for an idle moment of its own.
    await idle.beIdle();
    expect(search).not.toHaveBeenCalled();
    finishLoading();
    await vi.advanceTimersByTimeAsync(0);
    expect(search).not.toHaveBeenCalled();
    await idle.beIdle();

    expect(loaded).toEqual(['lock', 'search']);
  });

  it('loads nothing for a frame that went before its time came', async () => {
    vi.useFakeTimers();
    const idle = stubIdleCallbacks();
    const preload = vi.fn(() => Promise.resolve());

    const { unmount } = renderHook(() => usePreloadWhenIdle(preload));
    unmount();
    await vi.advanceTimersByTimeAsync(preloadDelayMs);
    await idle.beIdle();

    expect(preload).not.toHaveBeenCalled();
  });
});
