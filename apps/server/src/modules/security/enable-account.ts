import type { Repositories } from '../../repositories/create-repositories';
import {
  accountTargetOf,
  statusOf,
  type AccountAction,
  type AccountActionOutcome,
} from './account-target';

/** Lets a disabled account sign in again. */
export async function enableAccount(
  action: AccountAction,
  repositories: Pick<Repositories, 'users' | 'duties' | 'accounts'>,
): Promise<AccountActionOutcome<true>> {
  const target = await accountTargetOf(action, repositories);
  if (target.outcome === 'refused') return target;
  await repositories.accounts.enable(target.user.id);
  return {
    outcome: 'done',
    username: target.user.username,
    changed: { statusBefore: statusOf(target.user.status), statusAfter: 'active' },
    answer: true,
  };
}
