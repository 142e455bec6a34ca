import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { grantTargetOf, type DeveloperGrantChange } from './grant-developer';

/**
 * Takes a user's grant for an app away, and with it their sessions' overrides of the app, at
 * once on every instance. 404 for a grant the user does not hold. Answers the grants left and how
 * many overrides it ended.
 */
export async function revokeDeveloper(
  change: DeveloperGrantChange,
  repositories: Pick<Repositories, 'users' | 'subApps' | 'subAppDevelopers'>,
) {
  const { user, entry } = await grantTargetOf(change, repositories);
  const ended = await repositories.subAppDevelopers.revoke(change.userId, change.app);
  if (ended === null) {
    throw new AppError(404, resultCode.failure, 'developer.grantNotFound', { app: change.app });
  }
  return {
    username: user.username,
    route: entry.route,
    endedOverrides: ended,
    grants: await repositories.subAppDevelopers.grantsOf(change.userId),
  };
}
