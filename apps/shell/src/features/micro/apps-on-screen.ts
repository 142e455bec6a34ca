/** When an app was last put on screen, and when it left it (undefined: it is still there). */
type Stay = { from: number; until: number | undefined };

const stays = new Map<string, Stay>();

/**
 * Notes that `appName` is on screen from now (its host shown, its app mounted); answers the note
 * that it left (now, or at `left`). Times are `performance.now()`'s, like the browser's performance entries.
 */
export function noteAppOnScreen(appName: string, now = performance.now()): (left?: number) => void {
  const stay: Stay = { from: now, until: undefined };
  stays.set(appName, stay);
  return (left = performance.now()) => {
    stay.until ??= left;
  };
}

/** Whether `appName` was on screen at any moment since `time` (a performance timestamp). */
export function wasAppOnScreenSince(appName: string, time: number): boolean {
  const stay = stays.get(appName);
  return stay !== undefined && (stay.until === undefined || stay.until >= time);
}

/** For tests: forgets every stay. */
export function resetAppsOnScreen(): void {
  stays.clear();
}
