import { afterNextPaint } from '@/lib/after-paint';
import { reportSubApp } from './health-reports';
import { lastUserInputAt } from './user-input';

/**
 * How long before a re-show a key or pointer press can have chosen it: a re-show that follows
 * none (Back from the browser's own button, a tab closed) is timed from when the shell showed it.
 */
const choiceWindowMs = 1_000;

const timing = new Set<string>();

/**
 * Reports a re-show of a kept app (docs/sub-apps.md, "What staff wait for"): from the user's
 * choice (the key or pointer press that chose its tab) to the next paint with it on screen, the
 * frame the budget asks it in. One at a time per app: a second call while one is timed is the
 * same re-show.
 */
export function timeReshow(appName: string): void {
  if (timing.has(appName)) return;
  timing.add(appName);
  const shownAt = performance.now();
  const input = lastUserInputAt();
  const chosenAt = input !== undefined && shownAt - input <= choiceWindowMs ? input : shownAt;
  afterNextPaint(() => {
    timing.delete(appName);
    const durationMs = Math.round(performance.now() - chosenAt);
    reportSubApp({ app: appName, kind: 'reshow', durationMs: Math.max(0, durationMs) });
  });
}
