/** Why a watch answered: the session ended, its time to answer came, or its window went away. */
export type WatchOutcome = 'ended' | 'alive' | 'gone';

export type SessionWatcher = {
  /**
   * Waits until the token no longer works ('ended'), `holdMs` pass ('alive') or `signal` aborts
   * ('gone': the window closed its request).
   */
  watch: (tokenId: number, holdMs: number, signal: AbortSignal) => Promise<WatchOutcome>;
  /** Answers every watch 'alive', so that the instance can close. */
  close: () => void;
};

type Waiter = { tokenId: number; settle: (outcome: WatchOutcome) => void };

/**
 * The windows an instance holds open (GET /auth/session/watch), checked together: one query every
 * `checkEveryMs` for all their tokens, however many, answers which still work. A session ended on
 * any instance (or in the database) is seen within that time.
 */
export function createSessionWatcher({
  liveAmong,
  checkEveryMs,
  onError,
}: {
  liveAmong: (tokenIds: number[]) => Promise<Set<number>>;
  checkEveryMs: number;
  onError: (error: unknown) => void;
}): SessionWatcher {
  const waiters = new Set<Waiter>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let isChecking = false;

  const stopIfIdle = () => {
    if (waiters.size > 0 || !timer) return;
    clearInterval(timer);
    timer = undefined;
  };

  async function check() {
    if (isChecking || waiters.size === 0) return;
    isChecking = true;
    try {
      const asked = new Set([...waiters].map((each) => each.tokenId));
      const live = await liveAmong([...asked]);
      // A window that began watching while the query ran is judged by the next one.
      for (const waiter of waiters) {
        if (asked.has(waiter.tokenId) && !live.has(waiter.tokenId)) waiter.settle('ended');
      }
    } catch (error) {
      onError(error);
    } finally {
      isChecking = false;
    }
  }

  return {
    watch: (tokenId, holdMs, signal) =>
      new Promise<WatchOutcome>((resolve) => {
        const waiter: Waiter = {
          tokenId,
          settle: (outcome) => {
            if (!waiters.delete(waiter)) return;
            clearTimeout(holdTimer);
            signal.removeEventListener('abort', onAbort);
            stopIfIdle();
            resolve(outcome);
          },
        };
        const onAbort = () => waiter.settle('gone');
        const holdTimer = setTimeout(() => waiter.settle('alive'), holdMs);
        waiters.add(waiter);
        signal.addEventListener('abort', onAbort);
        if (signal.aborted) waiter.settle('gone');
        if (!timer && waiters.size > 0) {
          timer = setInterval(() => void check(), checkEveryMs);
          timer.unref();
        }
      }),
    close: () => {
      for (const waiter of [...waiters]) waiter.settle('alive');
    },
  };
}
