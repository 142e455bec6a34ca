import type { AppReleases } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { appEntry } from './app-entry';
import { releaseOf } from './release-view';
import { rollbackPlan } from './rollback-plan';
import { teamTokenOf } from './team-token-view';

/**
 * One app's releases for the registry page: what was published, which release everyone, each
 * firm and a canary's share run, what a rollback would do, when it is automatic, and the app's
 * team tokens. 404 for an app not there.
 */
export async function listAppReleases(
  app: string,
  repositories: Pick<
    Repositories,
    'subApps' | 'subAppReleases' | 'subAppTeamTokens' | 'subAppAutomaticRollbacks'
  >,
): Promise<AppReleases> {
  const { subAppReleases, subAppTeamTokens, subAppAutomaticRollbacks } = repositories;
  await appEntry(app, repositories);
  const rollout = await subAppReleases.rolloutOf(app);
  const automatic = await subAppAutomaticRollbacks.find(app);
  const { changedBy } = rollout;
  return {
    app,
    releases: (await subAppReleases.listOfApp(app)).map(releaseOf),
    rollout: rollout.current,
    changedBy:
      changedBy === null
        ? null
        : {
            userId: changedBy.userId,
            username: changedBy.username,
            displayName: changedBy.displayName,
          },
    changedAt: changedBy?.changedAt ?? null,
    changedAutomatically: Number(changedBy?.isAutomatic ?? 0) === 1,
    rollback: rollbackPlan(rollout.current, rollout.changes, rollout.published),
    firms: (await subAppReleases.listFirms()).map(({ id, firm_no, firm_name }) => ({
      id,
      firmNo: firm_no,
      firmName: firm_name,
    })),
    tokens: (await subAppTeamTokens.listOfApp(app)).map(teamTokenOf),
    automaticRollback: automatic
      ? {
          factor: automatic.factor,
          minutes: automatic.minutes,
          minLoads: automatic.min_loads,
          setBy: {
            userId: automatic.set_by,
            username: automatic.setter_username,
            displayName: automatic.setter_name,
          },
          setAt: automatic.set_at,
        }
      : null,
  };
}
