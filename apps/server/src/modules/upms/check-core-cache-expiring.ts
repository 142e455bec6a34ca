import { resultCode, type UserIdQuery } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { CoreCacheSessionRepository } from '../../repositories/core-cache-session-repository';
import type { Caller } from '../auth/authenticate-bearer-token';

/** The idle countdown of the shell (spec §4, §9): it starts with this many seconds left. */
export const expiringWithinSeconds = 900;

/** True when the caller's core-cache session has 900 s or less left, or has none. */
export async function checkCoreCacheExpiring(
  caller: Caller,
  { userId }: UserIdQuery,
  now: Date,
  coreCacheSessions: CoreCacheSessionRepository,
): Promise<boolean> {
  if (userId !== caller.userId) {
    throw new AppError(403, resultCode.failure, 'upms.notYourAccount');
  }
  const expiresAt = await coreCacheSessions.findExpiry(userId);
  if (!expiresAt) return true;
  return expiresAt.getTime() - now.getTime() <= expiringWithinSeconds * 1000;
}
