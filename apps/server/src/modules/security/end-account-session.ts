import { resultCode, type SessionsEnded } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { accountTargetOf, type AccountAction, type AccountActionOutcome } from './account-target';

/** The action on one session: the account's, and which of its sessions. */
export type AccountSessionAction = AccountAction & { sessionId: number };

/**
 * Ends one live session of a user, refused at its next request on every instance; the user's
 * other sessions stay. 404 for a session that is not a live one of that user (ended already, or
 * another user's: the pair must match), so an id reveals nothing of whose it is.
 */
export async function endAccountSession(
  { sessionId, ...action }: AccountSessionAction,
  repositories: Pick<Repositories, 'users' | 'duties' | 'accessTokens'>,
): Promise<AccountActionOutcome<SessionsEnded>> {
  const target = await accountTargetOf(action, repositories);
  if (target.outcome === 'refused') return target;
  const { accessTokens } = repositories;
  const live = await accessTokens.listLive(target.user.id, action.now);
  const ended = live.some((session) => session.id === sessionId)
    ? await accessTokens.revokeSessionByAdmin(target.user.id, sessionId, action.now)
    : 0;
  if (ended === 0) throw new AppError(404, resultCode.failure, 'upms.sessionNotFound');
  return { outcome: 'done', username: target.user.username, changed: { ended }, answer: { ended } };
}
