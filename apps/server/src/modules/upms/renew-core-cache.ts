import { signInAgain } from '../../plugins/app/authentication';
import type { CoreCacheSessionRepository } from '../../repositories/core-cache-session-repository';

export type RenewCoreCacheOptions = { tokenId: number; ttlSeconds: number; now: Date };

/**
 * POST /user/refesh: pushes the calling session's running core cache (its token's, not the
 * user's other sign-ins') out to the full TTL and answers the seconds left. A session that has
 * ended is not brought back (401): only a sign-in starts a new one.
 */
export async function renewCoreCache(
  { tokenId, ttlSeconds, now }: RenewCoreCacheOptions,
  coreCacheSessions: CoreCacheSessionRepository,
): Promise<number> {
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  if (!(await coreCacheSessions.extend(tokenId, expiresAt, now))) throw signInAgain();
  return ttlSeconds;
}
