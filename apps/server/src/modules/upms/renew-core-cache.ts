import type { CoreCacheSessionRepository } from '../../repositories/core-cache-session-repository';

export type RenewCoreCacheOptions = { userId: number; ttlSeconds: number; now: Date };

/** Starts or renews the user's core-cache session for the full TTL; answers the seconds left. */
export async function renewCoreCache(
  { userId, ttlSeconds, now }: RenewCoreCacheOptions,
  coreCacheSessions: CoreCacheSessionRepository,
): Promise<number> {
  await coreCacheSessions.renew(userId, new Date(now.getTime() + ttlSeconds * 1000), now);
  return ttlSeconds;
}
