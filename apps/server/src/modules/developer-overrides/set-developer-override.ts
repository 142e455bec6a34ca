import { resultCode, type DeveloperOverride, type SubAppEntry } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import type { Caller } from '../../plugins/app/authentication';
import type { Repositories } from '../../repositories/create-repositories';
import { developerUrlOf } from './developer-url';

export type SetDeveloperOverrideOptions = {
  caller: Pick<Caller, 'tokenId' | 'userId' | 'duty'>;
  app: string;
  url: string;
  /** Whether this server allows overrides (ALLOW_DEVELOPER_OVERRIDES). */
  isAllowed: boolean;
  /** The registry as it is served now. */
  entries: readonly SubAppEntry[];
  now: Date;
};

/**
 * Runs an app from a development server in the caller's own session, in place of the override it
 * had. Refused (403) where the server allows none, in a duty's session (decision 0012) and
 * without the grant for the app; 400 for an app the registry does not serve in a session (off,
 * unconfigured, public) and for a url that is neither https nor http on this machine. Answers the
 * override before and after, the app's route, and the key of the cookie whose pages admit the
 * server, with how long the session's token lives.
 */
export async function setDeveloperOverride(
  { caller, app, url, isAllowed, entries, now }: SetDeveloperOverrideOptions,
  { subAppDevelopers }: Pick<Repositories, 'subAppDevelopers'>,
) {
  if (!isAllowed) throw new AppError(403, resultCode.failure, 'developer.overridesOff');
  if (caller.duty !== null) throw new AppError(403, resultCode.failure, 'developer.dutySession');
  if (!(await subAppDevelopers.holds(caller.userId, app))) {
    throw new AppError(403, resultCode.failure, 'developer.notGranted', { app });
  }
  const entry = entries.find(({ name }) => name === app);
  if (!entry || entry.url === undefined || entry.public) {
    throw new AppError(400, resultCode.failure, 'developer.appNotServed', { app });
  }
  const page = developerUrlOf(url);
  if (page === null) throw new AppError(400, resultCode.failure, 'developer.badUrl');

  const pageKey = generateOpaqueToken();
  const after: DeveloperOverride = { app, url: page, setAt: now.toISOString() };
  const before = await subAppDevelopers.setOverride({
    ...after,
    tokenId: caller.tokenId,
    userId: caller.userId,
    pageKeyHash: hashOpaqueToken(pageKey),
  });
  const expiresAt = await subAppDevelopers.tokenExpiry(caller.tokenId);
  return {
    before: before ?? null,
    after,
    route: entry.route,
    pageKey,
    lifetimeSeconds: expiresAt ? (expiresAt.getTime() - now.getTime()) / 1000 : 0,
  };
}
