/** Runs `run` for a user after any of theirs still running on this instance. */
export type OneAtATime = <T>(userId: number, run: () => Promise<T>) => Promise<T>;

/**
 * Each user's calls one after the other, in this instance: a quota checked before a write holds
 * against a burst of parallel requests, which would otherwise all read the quota before any of
 * them wrote (docs/security.md, "Feedback").
 */
export function createOneAtATime(): OneAtATime {
  const tails = new Map<number, Promise<unknown>>();
  return (userId, run) => {
    const result = (tails.get(userId) ?? Promise.resolve()).then(run);
    const tail = result.catch(() => undefined);
    tails.set(userId, tail);
    void tail.then(() => {
      if (tails.get(userId) === tail) tails.delete(userId);
    });
    return result;
  };
}
