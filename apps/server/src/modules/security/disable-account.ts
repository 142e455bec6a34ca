import type { SessionsEnded } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import {
  accountTargetOf,
  statusOf,
  type AccountAction,
  type AccountActionOutcome,
} from './account-target';

/**
 * Disables an account and ends its sessions. Separation of duties: a duty holder's account is not
 * one security administrator's to close (refused).
 */
export async function disableAccount(
  action: AccountAction,
  repositories: Pick<Repositories, 'users' | 'duties' | 'accounts'>,
): Promise<AccountActionOutcome<SessionsEnded>> {
  const target = await accountTargetOf(action, repositories, (duty) =>
    duty ? 'security.dutyHolder' : null,
  );
  if (target.outcome === 'refused') return target;
  const ended = await repositories.accounts.disable(target.user.id, action.now);
  return {
    outcome: 'done',
    username: target.user.username,
    changed: { ended, statusBefore: statusOf(target.user.status), statusAfter: 'disabled' },
    answer: { ended },
  };
}
