type Waiter = { appName: string; run: () => void };

const waiting = new Set<Waiter>();

/**
 * Runs `task` once `appName` is on screen (mounted, or shown again from keep-alive), as its host
 * announces it, or after `timeoutMs`, whichever comes first, and only once. Answers the cancel.
 */
export function whenSubAppShown(appName: string, task: () => void, timeoutMs: number): () => void {
  const cancel = () => {
    window.clearTimeout(timer);
    waiting.delete(waiter);
  };
  const waiter: Waiter = {
    appName,
    run: () => {
      cancel();
      task();
    },
  };
  const timer = window.setTimeout(waiter.run, timeoutMs);
  waiting.add(waiter);
  return cancel;
}

/** The host of `appName` has it on screen: what waited for it runs. */
export function announceSubAppShown(appName: string): void {
  for (const waiter of [...waiting]) if (waiter.appName === appName) waiter.run();
}
