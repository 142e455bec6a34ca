import { resultCode, type ChangeCanaryRequest } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { appEntry } from './app-entry';

export type ChangeCanaryOptions = ChangeCanaryRequest & { userId: number; now: Date };

/**
 * Sends a release to a share of the users who have no release of their firm's, sticky per user
 * (`canary-share.ts`), or ends the canary (null); everyone else keeps the default. A change of
 * the rollout like any other: kept with the rollout as it was, served at once. 400 for the
 * default's own release (everyone runs it already); 404 for an app or release not there.
 */
export async function changeCanary(
  { app, canary, userId, now }: ChangeCanaryOptions,
  repositories: Pick<Repositories, 'subApps' | 'subAppReleases'>,
) {
  const { subAppReleases } = repositories;
  const entry = await appEntry(app, repositories);
  if (canary !== null && !(await subAppReleases.find(app, canary.version))) {
    throw new AppError(404, resultCode.failure, 'releases.releaseNotFound');
  }
  const changed = await subAppReleases.change(
    app,
    { by: userId, at: now, action: 'rollout' },
    ({ current }) => {
      if (canary !== null && canary.version === current.defaultVersion) {
        throw new AppError(400, resultCode.failure, 'releases.canaryIsDefault');
      }
      return { ...current, canary };
    },
  );
  return { ...changed, route: entry.route };
}
