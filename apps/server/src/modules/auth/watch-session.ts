import type { Clock } from '../../lib/clock';
import type { MessageKey } from '../../messages/catalogue';
import { sessionEndMessage, signInAgain } from '../../plugins/app/authentication';
import type { AccessTokenRepository } from '../../repositories/access-token-repository';
import type { SessionWatcher } from './session-watcher';

/** A session expiry the watch is the first to see: its lifetime's, or its idle time's. */
export type SessionExpiry = { expiredTokenId: number } | { idleTokenId: number };

/** How a watch ended, for its answer. */
export type WatchedSession =
  | { outcome: 'open'; expiresAt: string }
  | {
      outcome: 'ended';
      /** What the shell is told of why. */
      messageKey: MessageKey;
      /** An expiry to record (`session.expire`); null for an end someone brought about. */
      expiry: SessionExpiry | null;
      /** When the end was seen, ISO 8601. */
      now: string;
    };

export type WatchSessionOptions = {
  tokenId: number;
  /** How long the watch is held open while the session lives. */
  holdMs: number;
  /** Aborts when the window closes its request. */
  signal: AbortSignal;
  clock: Clock;
};

/**
 * Holds the session's watch until the session ends or `holdMs` pass: 'ended' with why, and the
 * expiry to record when it ran out on its own (an end by an administrator, the user or a password
 * change is recorded where it is done); else 'open' with the token's expiry. 401 to sign in again
 * when the token is gone.
 */
export async function watchSession(
  { tokenId, holdMs, signal, clock }: WatchSessionOptions,
  { watcher, accessTokens }: { watcher: SessionWatcher; accessTokens: AccessTokenRepository },
): Promise<WatchedSession> {
  const outcome = await watcher.watch(tokenId, holdMs, signal);
  const end = await accessTokens.endOf({ tokenId });
  if (!end) throw signInAgain();
  if (outcome !== 'ended') {
    return { outcome: 'open', expiresAt: new Date(end.expiresAt).toISOString() };
  }
  const now = clock.now().toISOString();
  const hasRunOut = end.revokedAt === null && end.userStatus === 1;
  return {
    outcome: 'ended',
    messageKey: sessionEndMessage(end, now),
    expiry: !hasRunOut
      ? null
      : end.expiresAt <= now
        ? { expiredTokenId: tokenId }
        : { idleTokenId: tokenId },
    now,
  };
}
