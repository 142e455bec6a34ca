import { resultCode, type DeveloperGrant } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { MessageKey } from '../../messages/catalogue';
import type { Repositories } from '../../repositories/create-repositories';

/** A security administrator's (`callerId`) change of a user's grant for an app, at `now`. */
export type DeveloperGrantChange = { userId: number; app: string; callerId: number; now: Date };

/** How it ended: refused (nothing changed; the route records it, 400), or done. */
export type DeveloperGrantOutcome =
  | { outcome: 'refused'; refusal: MessageKey; username: string }
  | { outcome: 'done'; username: string; route: string; grants: DeveloperGrant[] };

type GrantRepositories = Pick<Repositories, 'users' | 'duties' | 'subApps' | 'subAppDevelopers'>;

/** The user and the app's registry entry a change names; 404 for either missing. */
export async function grantTargetOf(
  { userId, app }: Pick<DeveloperGrantChange, 'userId' | 'app'>,
  { users, subApps }: Pick<Repositories, 'users' | 'subApps'>,
) {
  const user = await users.findById(userId);
  if (!user) throw new AppError(404, resultCode.failure, 'upms.userNotFound');
  const entry = await subApps.findNamed(app);
  if (!entry) throw new AppError(404, resultCode.failure, 'registry.appNotFound');
  return { user, entry };
}

/**
 * Lets a user run an app from a development server in their own sessions. Refused for the
 * administrator's own account, for a duty holder (their sessions run no sub-app, decision 0012)
 * and for a public app (it runs in no session); 409 for a grant the user holds already.
 */
export async function grantDeveloper(
  change: DeveloperGrantChange,
  repositories: GrantRepositories,
): Promise<DeveloperGrantOutcome> {
  const { user, entry } = await grantTargetOf(change, repositories);
  const refusal: MessageKey | null =
    change.userId === change.callerId
      ? 'security.notOnYourself'
      : (await repositories.duties.dutyOf(change.userId)) !== null
        ? 'developer.dutyHolder'
        : entry.is_public === 1
          ? 'developer.publicApp'
          : null;
  if (refusal) return { outcome: 'refused', refusal, username: user.username };
  const isNew = await repositories.subAppDevelopers.grant({
    userId: change.userId,
    app: change.app,
    grantedBy: change.callerId,
    grantedAt: change.now,
  });
  if (!isNew) {
    throw new AppError(409, resultCode.failure, 'developer.grantHeld', { app: change.app });
  }
  return {
    outcome: 'done',
    username: user.username,
    route: entry.route,
    grants: await repositories.subAppDevelopers.grantsOf(change.userId),
  };
}
