/** Runs `task` once the browser is idle; where it cannot tell (Safari), at the next turn. */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
  else setTimeout(task, 0);
}
