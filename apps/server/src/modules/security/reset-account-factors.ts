import type { FactorsReset } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { accountTargetOf, type AccountAction, type AccountActionOutcome } from './account-target';

/**
 * Removes a user's second factors: one who lost theirs signs in with the password alone again
 * (under the `required` policy, only to add a new one). Their sessions stay.
 */
export async function resetAccountFactors(
  action: AccountAction,
  repositories: Pick<Repositories, 'users' | 'duties' | 'accounts'>,
): Promise<AccountActionOutcome<FactorsReset>> {
  const target = await accountTargetOf(action, repositories);
  if (target.outcome === 'refused') return target;
  const removed = await repositories.accounts.resetSecondFactors(target.user.id);
  return { outcome: 'done', username: target.user.username, changed: removed, answer: removed };
}
