import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';

/** How long what waits for an idle moment waits at most, on a page that is never idle. */
const idleTimeoutMs = 1_000;

/**
 * False in the first render; true once that render was painted and the page is idle: what is not
 * needed in the first frame then renders after it, and after whatever the page was waiting for
 * when it rendered (its data arriving, its lists rendering). At most a second after the paint.
 * With `untilIdle: false`, true right after the paint, not waiting for the page to be idle: for
 * what the user looks for next. That render is a transition: a click meanwhile (a dialog opened
 * as soon as its button shows) is answered between its pieces, not after all of it.
 */
export function usePaintedOnce({ untilIdle = true }: { untilIdle?: boolean } = {}): boolean {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => {
    if (isPainted) return undefined;
    let idle: number | undefined;
    const show = () => startTransition(() => setIsPainted(true));
    const cancelPaint = afterNextPaint(() => {
      if (!untilIdle || typeof window.requestIdleCallback !== 'function') return show();
      idle = window.requestIdleCallback(show, { timeout: idleTimeoutMs });
    });
    return () => {
      cancelPaint();
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [isPainted, untilIdle]);
  return isPainted;
}
