import type { AutomaticRollbackSettings, Canary, RolloutState, UserInfo } from '@portal/contract';
import { releaseRoutes } from '@portal/contract/routes';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { HttpError } from '@/lib/http/http-error';
import { firmKey, globalKey } from '@/lib/query-keys';
import { queryOptions } from '@tanstack/react-query';

/** The feature of the running releases' key: the data version asks for them again. */
export const runningReleasesFeature = 'sub-app-releases';

/**
 * Which release each app runs for the user in the firm they work in: per firm, so that a firm
 * switch asks again. Kept until the data version moves (a rollout changed, app/data-version.ts).
 */
export const runningReleasesQuery = (userInfo: UserInfo | undefined) =>
  queryOptions({
    queryKey: firmKey(userInfo?.firmId ?? 0, runningReleasesFeature, userInfo?.userId ?? 0),
    queryFn: ({ signal }) => callEndpoint(releaseRoutes.listRunning, { signal, silent: true }),
    enabled: userInfo !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One app's releases, rollout and team tokens, as system administrators steer them. */
export const appReleasesQuery = (userId: number, app: string) =>
  queryOptions({
    queryKey: globalKey('app-releases', userId, app),
    queryFn: ({ signal }) =>
      callEndpoint(releaseRoutes.listOfApp, { query: { app }, signal, silent: true }),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof HttpError && error.status === 403),
    staleTime: 0,
  });

/** Sets the default release (`firmId` null) or a firm's; `version` null takes it away. */
export function changeRollout(app: string, firmId: number | null, version: string | null) {
  return callEndpoint(releaseRoutes.changeRollout, {
    body: { app, firmId, version },
    silent: true,
  });
}

/** Sends a release to a share of the users (sticky per user); null ends the canary. */
export function changeCanary(app: string, canary: Canary | null) {
  return callEndpoint(releaseRoutes.changeCanary, { body: { app, canary }, silent: true });
}

/** Turns the automatic rollback of the app's canary on with its thresholds, or off (null). */
export function setAutomaticRollback(app: string, settings: AutomaticRollbackSettings | null) {
  return callEndpoint(releaseRoutes.setAutomaticRollback, {
    body: { app, automaticRollback: settings },
    silent: true,
  });
}

/** Puts every firm and the default back on the previous release. */
export function rollBack(app: string): Promise<{ before: RolloutState; after: RolloutState }> {
  return callEndpoint(releaseRoutes.rollBack, { body: { app }, silent: true });
}

/** A new team token of an app, answered this once. */
export function issueTeamToken(app: string, name: string) {
  return callEndpoint(releaseRoutes.issueTeamToken, { body: { app, name }, silent: true });
}

export function revokeTeamToken(id: number) {
  return callEndpoint(releaseRoutes.revokeTeamToken, { body: { id }, silent: true });
}
