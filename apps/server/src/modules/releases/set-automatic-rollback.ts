import type { AutomaticRollbackSettings, SetAutomaticRollbackRequest } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { appEntry } from './app-entry';

export type SetAutomaticRollbackOptions = SetAutomaticRollbackRequest & {
  userId: number;
  now: Date;
};

/** The thresholds as the trail records them: JSON, or null when off. */
export const automaticRollbackText = (settings: AutomaticRollbackSettings | null) =>
  settings === null ? null : JSON.stringify(settings);

/**
 * Turns the automatic rollback of an app's canary on, with its thresholds (the caller is who
 * turned it on: its rollbacks are theirs in the rollout's history), or off. Answers the settings
 * before and after. 404 for an app not in the registry.
 */
export async function setAutomaticRollback(
  { app, automaticRollback, userId, now }: SetAutomaticRollbackOptions,
  repositories: Pick<Repositories, 'subApps' | 'subAppAutomaticRollbacks'>,
) {
  const entry = await appEntry(app, repositories);
  const before = await repositories.subAppAutomaticRollbacks.set(app, automaticRollback, {
    by: userId,
    at: now,
  });
  return {
    route: entry.route,
    before: before
      ? { factor: before.factor, minutes: before.minutes, minLoads: before.min_loads }
      : null,
    after: automaticRollback,
  };
}
