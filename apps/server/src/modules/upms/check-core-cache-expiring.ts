import type { RuntimeConfig, UserIdQuery } from '@portal/contract';
import type { Caller } from '../../plugins/app/authentication';
import type { CoreCacheSessionRepository } from '../../repositories/core-cache-session-repository';
import { checkOwnUserId } from './check-firm-access';

/** The shell's idle timers of /main/config.json (spec §4, §9: every 60 s, a 900 s countdown). */
export type ShellSessionTimers = Pick<
  RuntimeConfig['session'],
  'cacheCheckIntervalMs' | 'idleCountdownSeconds'
>;

/**
 * How much session may be left for it to count as expiring: the shell's countdown plus one check
 * interval. The shell starts its countdown at the first check that says so, so the countdown
 * always ends before the server refuses the session (docs/api/upms.md).
 */
export const expiringWithinSeconds = (timers: ShellSessionTimers) =>
  timers.idleCountdownSeconds + Math.ceil(timers.cacheCheckIntervalMs / 1000);

export type CheckCoreCacheExpiringOptions = {
  query: UserIdQuery;
  now: Date;
  timers: ShellSessionTimers;
};

/**
 * True when the calling session's core cache is within its last stretch, or has none. The
 * `userId` of spec §7 must be the caller's own (404 otherwise); the session is the token's, so the
 * user's other sign-ins do not count.
 */
export async function checkCoreCacheExpiring(
  caller: Caller,
  { query: { userId }, now, timers }: CheckCoreCacheExpiringOptions,
  coreCacheSessions: CoreCacheSessionRepository,
): Promise<boolean> {
  checkOwnUserId(caller, userId);
  const expiresAt = await coreCacheSessions.findExpiry(caller.tokenId);
  if (!expiresAt) return true;
  return expiresAt.getTime() - now.getTime() <= expiringWithinSeconds(timers) * 1000;
}
