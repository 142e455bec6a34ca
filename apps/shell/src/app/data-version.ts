import { runningReleasesFeature } from '@/features/releases/api/release-queries';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { upmsRoutes } from '@portal/contract/routes';
import { queryClient } from './query-client';

/** A navigation asks the server for the version only when no answer brought it for this long. */
const askAfterMs = 5_000;

let known: string | undefined;
let seenAt = 0;

/**
 * Each protected answer says which version of the menus and the registry it was made with. When
 * that moves (an administrator changed them), this shell reads its registry, its menu and which
 * release each app runs again: an app turned off leaves the menu and its open tab says so, an app
 * rolled back mounts the release it went back to, with no reload.
 */
export function takeDataVersion(version: string, now = Date.now()): void {
  const previous = known;
  known = version;
  seenAt = now;
  if (previous === undefined || previous === version) return;
  // The registry first: a menu newer than the registry would leave an app turned off reachable by
  // no menu yet not known to be off, and its open tab would show 403 instead of saying it is off.
  void loadRuntimeConfig()
    .catch(() => undefined)
    .then(() =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[2] === 'menu' || queryKey[2] === runningReleasesFeature,
      }),
    );
}

/** Protected calls are on their way: their answers will say the version, no need to ask for it. */
export function expectDataVersion(now = Date.now()): void {
  seenAt = now;
}

/**
 * At a signed-in navigation: when no answer has said the version lately (every page on screen
 * answered from its cache), one small call asks for it. The navigation does not wait.
 */
export function askForDataVersion(now = Date.now()): void {
  if (now - seenAt < askAfterMs) return;
  seenAt = now;
  void callEndpoint(upmsRoutes.getDuty, { silent: true }).catch(() => undefined);
}
