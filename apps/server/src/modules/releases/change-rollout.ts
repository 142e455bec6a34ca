import { resultCode, type ChangeRolloutRequest, type RolloutState } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { appEntry } from './app-entry';

export type ChangeRolloutOptions = ChangeRolloutRequest & { userId: number; now: Date };

/**
 * The rollout with the default (`firmId` null) or a firm's release set; null takes it away. A
 * canary whose release becomes the default is over: everyone runs it.
 */
function withRelease(
  current: RolloutState,
  firmId: number | null,
  version: string | null,
): RolloutState {
  if (firmId === null) {
    const canary = current.canary?.version === version ? null : current.canary;
    return { ...current, defaultVersion: version, canary };
  }
  const others = current.firms.filter((firm) => firm.firmId !== firmId);
  return {
    ...current,
    firms: version === null ? others : [...others, { firmId, version }],
  };
}

/**
 * Sets which release everyone runs (`firmId` null) or a firm runs; `version` null takes the firm
 * back to the default, or everyone back to the registry entry's own url. Kept with the rollout as
 * it was (a rollback goes back through these), and served at once: the registry's change stamp
 * moves with it. 404 for an app, release or firm that does not exist.
 */
export async function changeRollout(
  { app, firmId, version, userId, now }: ChangeRolloutOptions,
  repositories: Pick<Repositories, 'subApps' | 'subAppReleases'>,
) {
  const { subAppReleases } = repositories;
  const entry = await appEntry(app, repositories);
  if (version !== null && !(await subAppReleases.find(app, version))) {
    throw new AppError(404, resultCode.failure, 'releases.releaseNotFound');
  }
  if (firmId !== null && !(await subAppReleases.listFirms()).some(({ id }) => id === firmId)) {
    throw new AppError(404, resultCode.failure, 'upms.firmNotFound');
  }
  const changed = await subAppReleases.change(
    app,
    { by: userId, at: now, action: 'rollout' },
    ({ current }) => withRelease(current, firmId, version),
  );
  return { ...changed, route: entry.route };
}
