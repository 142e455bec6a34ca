import type { AppReleases } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { appEntry } from './app-entry';
import { releaseOf } from './release-view';
import { rollbackPlan } from './rollback-plan';
import { teamTokenOf } from './team-token-view';

/**
 * One app's releases for the registry page: what was published, which release everyone and each
 * firm runs, what a rollback would do, and the app's team tokens. 404 for an app not there.
 */
export async function listAppReleases(
  app: string,
  repositories: Pick<Repositories, 'subApps' | 'subAppReleases' | 'subAppTeamTokens'>,
): Promise<AppReleases> {
  const { subAppReleases, subAppTeamTokens } = repositories;
  await appEntry(app, repositories);
  const rollout = await subAppReleases.rolloutOf(app);
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
    rollback: rollbackPlan(rollout.current, rollout.changes, rollout.published),
    firms: (await subAppReleases.listFirms()).map(({ id, firm_no, firm_name }) => ({
      id,
      firmNo: firm_no,
      firmName: firm_name,
    })),
    tokens: (await subAppTeamTokens.listOfApp(app)).map(teamTokenOf),
  };
}
