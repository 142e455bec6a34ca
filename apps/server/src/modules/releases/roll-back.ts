import { resultCode, type RollbackPlan } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { appEntry } from './app-entry';
import { rollbackPlan, rolledBackTo } from './rollback-plan';

export type RollBackOptions = { app: string; userId: number; now: Date };

/**
 * One call back: every firm and the default on the release that was the default before the
 * newest release the rollout runs was rolled out (`rollbackPlan`), decided in the change's own
 * transaction, so that it goes back from what runs at that moment. 409 when nothing runs.
 */
export async function rollBack(
  { app, userId, now }: RollBackOptions,
  repositories: Pick<Repositories, 'subApps' | 'subAppReleases'>,
) {
  const entry = await appEntry(app, repositories);
  const decided: { plan?: RollbackPlan } = {};
  const changed = await repositories.subAppReleases.change(
    app,
    { by: userId, at: now, action: 'rollback' },
    ({ current, changes, published }) => {
      const plan = rollbackPlan(current, changes, published);
      if (plan === null) throw new AppError(409, resultCode.failure, 'releases.nothingToRollBack');
      decided.plan = plan;
      return rolledBackTo(plan);
    },
  );
  if (!decided.plan) throw new Error('a rollback without a plan');
  return { ...changed, plan: decided.plan, route: entry.route };
}
