import { resultCode, type Session } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { deviceOf } from '../../lib/device-of';
import type { Caller } from '../../plugins/app/authentication';
import type { AccessTokenRepository } from '../../repositories/access-token-repository';

/** The caller's sign-ins that still work, the most recently active first. */
export async function listSessions(
  caller: Caller,
  now: Date,
  accessTokens: AccessTokenRepository,
): Promise<Session[]> {
  const sessions = await accessTokens.listLive(caller.userId, now);
  return sessions.map((session) => ({
    id: session.id,
    device: deviceOf(session.userAgent),
    clientAddress: session.clientAddress,
    startedAt: session.createdAt,
    lastActiveAt: session.lastActiveAt,
    isCurrent: session.id === caller.tokenId,
  }));
}

/**
 * Ends one of the caller's other sessions at once, on every instance (its token is revoked). The
 * current one ends by signing out; a session not theirs, or ended already, is 404.
 */
export async function endSession(
  caller: Caller,
  sessionId: number,
  now: Date,
  accessTokens: AccessTokenRepository,
): Promise<void> {
  const ended =
    sessionId === caller.tokenId
      ? 0
      : await accessTokens.revokeOfUser(caller.userId, { tokenIds: [sessionId] }, now);
  if (ended === 0) throw new AppError(404, resultCode.failure, 'upms.sessionNotFound');
}
