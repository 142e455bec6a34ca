import { useEffect } from 'react';
import { whenIdle } from './when-idle';

/**
 * How long after the frame the code it will want later starts loading: once the first screen's
 * own requests are done, as the sub-apps are prepared, and well before most users open a dialog.
 */
export const preloadDelayMs = 3_000;

const queue: Array<() => Promise<void>> = [];
let isLoading = false;

function loadNext(): void {
  const preload = queue.shift();
  if (!preload) {
    isLoading = false;
    return;
  }
  whenIdle(() => void preload().finally(loadNext));
}

/**
 * Loads `preload`'s code `delayMs` after the component mounts, when the browser is idle: the
 * frame's dialogs then open at once, with no chunk to fetch and compile at the click. One at a
 * time, each in an idle moment of its own, so that a frame with many of them never spends a long
 * task compiling them all while the user works. `preload` must never reject.
 */
export function usePreloadWhenIdle(preload: () => Promise<void>, delayMs = preloadDelayMs): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      queue.push(preload);
      if (isLoading) return;
      isLoading = true;
      loadNext();
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [preload, delayMs]);
}
