import type { SessionsEnded } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { accountTargetOf, type AccountAction, type AccountActionOutcome } from './account-target';

/** Ends every live session of a user at once: refused at their next request on every instance. */
export async function endAccountSessions(
  action: AccountAction,
  repositories: Pick<Repositories, 'users' | 'duties' | 'accounts'>,
): Promise<AccountActionOutcome<SessionsEnded>> {
  const target = await accountTargetOf(action, repositories);
  if (target.outcome === 'refused') return target;
  const ended = await repositories.accounts.revokeAllTokens(target.user.id, action.now);
  return { outcome: 'done', username: target.user.username, changed: { ended }, answer: { ended } };
}
