import { resultCode, type RollbackPlan, type RolloutState } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { rolloutText } from '../../repositories/sub-app-release-repository';
import { appEntry } from './app-entry';
import { rollbackPlan, rolledBackTo } from './rollback-plan';

export type RollBackOptions = {
  app: string;
  /** Who rolls back; for an automatic rollback, who turned it on. */
  userId: number;
  now: Date;
  /**
   * An automatic rollback: from the rollout as it was judged failing, and only from it. Another
   * instance, or an administrator, may have changed it since (409, nothing done).
   */
  automaticFrom?: RolloutState;
};

/**
 * One call back: every firm and the default on the release that was the default before the
 * newest release the rollout runs was rolled out (`rollbackPlan`), decided in the change's own
 * transaction, so that it goes back from what runs at that moment. 409 when nothing runs.
 */
export async function rollBack(
  { app, userId, now, automaticFrom }: RollBackOptions,
  repositories: Pick<Repositories, 'subApps' | 'subAppReleases'>,
) {
  const entry = await appEntry(app, repositories);
  const decided: { plan?: RollbackPlan } = {};
  const changed = await repositories.subAppReleases.change(
    app,
    { by: userId, at: now, action: 'rollback', isAutomatic: automaticFrom !== undefined },
    ({ current, changes, published }) => {
      if (automaticFrom && rolloutText(current) !== rolloutText(automaticFrom)) {
        throw new AppError(409, resultCode.failure, 'releases.rolloutChangedSince');
      }
      const plan = rollbackPlan(current, changes, published);
      if (plan === null) throw new AppError(409, resultCode.failure, 'releases.nothingToRollBack');
      decided.plan = plan;
      return rolledBackTo(plan);
    },
  );
  if (!decided.plan) throw new Error('a rollback without a plan');
  return { ...changed, plan: decided.plan, route: entry.route };
}
