import type { CoreCacheSessionRepository } from '../../repositories/core-cache-session-repository';

export type StartCoreCacheSessionOptions = { userId: number; ttlSeconds: number; now: Date };

/**
 * At sign-in: the user's core-cache session runs for the full TTL from now, continuing the
 * running one or starting a new one if it had ended. Answers when the session began.
 */
export function startCoreCacheSession(
  { userId, ttlSeconds, now }: StartCoreCacheSessionOptions,
  coreCacheSessions: CoreCacheSessionRepository,
): Promise<Date> {
  return coreCacheSessions.start(userId, new Date(now.getTime() + ttlSeconds * 1000), now);
}
