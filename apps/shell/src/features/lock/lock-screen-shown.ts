let waiting: (() => void) | undefined;

/**
 * Runs `task` once the lock screen is on screen, and only once: the dialog that locks stays over
 * the page until then, so no moment shows the page bare. Answers the cancel.
 */
export function whenLockScreenShown(task: () => void): () => void {
  waiting = task;
  return () => {
    if (waiting === task) waiting = undefined;
  };
}

/** The lock screen is on screen: what waited for it runs. */
export function announceLockScreenShown(): void {
  const task = waiting;
  waiting = undefined;
  task?.();
}
