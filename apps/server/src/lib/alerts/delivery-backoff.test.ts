import { describe, expect, it } from 'vitest';
import { maxDeliveryAttempts, nextAttemptAfter } from './delivery-backoff';

describe('nextAttemptAfter', () => {
  it('waits 30 s after the first attempt, twice as long after each next, half an hour at most', () => {
    const now = new Date('2026-12-01T08:00:00.000Z');
    const waits = [1, 2, 3, 6, 7].map(
      (attempts) => ((nextAttemptAfter(attempts, now)?.getTime() ?? 0) - now.getTime()) / 1000,
    );
    expect(waits).toEqual([30, 60, 120, 960, 1800]);
  });

  it('gives up after the last attempt', () => {
    expect(nextAttemptAfter(maxDeliveryAttempts, new Date())).toBeNull();
  });
});
