type RateLimitOptions = {
  /** Entries let through in each window. */
  limit: number;
  windowMs: number;
  /** Called once a window ends with the number of entries held back in it. */
  onSuppressed: (count: number) => void;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/**
 * Passes at most `limit` entries to `write` per window of `windowMs`; the rest are counted and
 * reported once, when their window ends. A sub-app that loops on errors thus costs the local log
 * (100 entries, spec §9) a few rows a window instead of all of them. Dispose to stop the timer.
 */
export function rateLimited<T>(
  write: (entry: T) => void,
  {
    limit,
    windowMs,
    onSuppressed,
    now = Date.now,
    setTimer = (callback, ms) => window.setTimeout(callback, ms),
    clearTimer = (timer) => window.clearTimeout(timer as number),
  }: RateLimitOptions,
) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let suppressed = 0;
  let timer: unknown;

  function flush() {
    timer = undefined;
    if (suppressed > 0) onSuppressed(suppressed);
    suppressed = 0;
  }

  function log(entry: T) {
    const time = now();
    if (time - windowStart >= windowMs) {
      if (timer !== undefined) clearTimer(timer);
      flush();
      windowStart = time;
      written = 0;
    }
    if (written < limit) {
      written += 1;
      write(entry);
      return;
    }
    suppressed += 1;
    timer ??= setTimer(flush, windowStart + windowMs - time);
  }

  function dispose() {
    if (timer !== undefined) clearTimer(timer);
    flush();
  }

  return { log, dispose };
}
