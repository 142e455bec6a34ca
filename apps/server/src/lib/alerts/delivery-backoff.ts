/** Attempts of one post before it is given up: over an hour of retries. */
export const maxDeliveryAttempts = 8;

const firstRetryMs = 30_000;
const longestWaitMs = 30 * 60_000;

/**
 * When a post that was not taken is tried again, after its `attempts`th attempt: 30 s, then twice
 * as long each time up to half an hour; null once it has had `maxDeliveryAttempts`.
 */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  if (attempts >= maxDeliveryAttempts) return null;
  const waitMs = Math.min(firstRetryMs * 2 ** (attempts - 1), longestWaitMs);
  return new Date(now.getTime() + waitMs);
}
