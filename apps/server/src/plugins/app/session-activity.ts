import type { FastifyRequest } from 'fastify';
import type { CoreCacheSessionRepository } from '../../repositories/core-cache-session-repository';

// A person at work keeps their session alive (decision 0020). The server cannot tell a person's
// call from the shell's own timed ones (the to-do poll, the session watch, the idle check), so the
// shell says so: a call carrying this header reports a key or pointer press in the shell since
// its last such call. Only the shell's token counts; a sub-app's own token never does, so an app
// polling in the background keeps no idle person signed in.

/** The header, and its one value, by which the shell reports a person's input. */
export const activityHeader = { name: 'x-portal-activity', value: 'input' } as const;

/** Whether a call reports a person's input since the shell's previous report. */
export const reportsActivity = (request: FastifyRequest): boolean =>
  request.headers[activityHeader.name] === activityHeader.value;

/**
 * How long a renewal for activity stands before another may write: a tenth of the idle lifetime,
 * at most a minute. Small beside the lifetime, so a person at work stays well clear of the
 * countdown, and one write a minute at most per session however often its windows report.
 */
export const activityRenewalStepSeconds = (ttlSeconds: number): number =>
  Math.min(60, Math.max(1, Math.floor(ttlSeconds / 10)));

export type RenewForActivityOptions = { tokenId: number; ttlSeconds: number; now: Date };

/**
 * Pushes a running session out to the full idle lifetime for a person's activity, unless it was
 * started or renewed within the last step. The token's absolute lifetime (TOKEN_TTL_SECONDS) is
 * not touched: the token is refused at its own expiry whatever its session says.
 */
export async function renewForActivity(
  { tokenId, ttlSeconds, now }: RenewForActivityOptions,
  coreCacheSessions: CoreCacheSessionRepository,
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  const renewedAfter = new Date(now.getTime() - activityRenewalStepSeconds(ttlSeconds) * 1000);
  return coreCacheSessions.extendForActivity(tokenId, expiresAt, now, renewedAfter);
}
