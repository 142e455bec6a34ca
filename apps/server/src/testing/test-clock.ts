import type { Clock } from '../lib/clock';

export type TestClock = Clock & { advanceSeconds: (seconds: number) => void };

/** A clock that stands still until a test moves it. */
export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds: (seconds) => {
      current += seconds * 1000;
    },
  };
}
