import type { AccountUnlocked } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { accountKeyOf } from '../../repositories/login-failure-repository';
import { accountTargetOf, type AccountAction, type AccountActionOutcome } from './account-target';

/** Forgets an account's failed sign-ins: a user locked out may sign in again at once. */
export async function unlockAccount(
  action: AccountAction,
  repositories: Pick<Repositories, 'users' | 'duties' | 'loginFailures'>,
): Promise<AccountActionOutcome<AccountUnlocked>> {
  const target = await accountTargetOf(action, repositories);
  if (target.outcome === 'refused') return target;
  const { username } = target.user;
  const failures = await repositories.loginFailures.clear(accountKeyOf(username), action.now);
  return { outcome: 'done', username, changed: { failures }, answer: { failures } };
}
