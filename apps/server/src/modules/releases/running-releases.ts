import type { RunningReleases, SubAppEntry } from '@portal/contract';
import type { RunningRollouts } from '../../repositories/sub-app-release-repository';
import { isInCanary } from './canary-share';
import { isOnOriginOf } from './release-url';

/**
 * The release each app runs for `userId` working in `firmId`: the firm's, else the canary's for
 * a user in its share (sticky per user, `canary-share.ts`), else the default. Only for apps the
 * registry serves with a url (turned on, not public) and releases on the origin of that url: an
 * entry moved to another origin since (four eyes) runs its own url until a release is published
 * there, as the shell's page allows no other origin. An app not listed runs its registry entry.
 */
export function runningReleasesFor(
  { firmId, userId }: { firmId: number; userId: number },
  entries: readonly SubAppEntry[],
  { defaults, firms, canaries }: RunningRollouts,
): RunningReleases {
  const running: RunningReleases = {};
  for (const entry of entries) {
    if (entry.url === undefined || entry.public) continue;
    const release =
      firms.find((firm) => firm.app === entry.name && firm.firmId === firmId) ??
      canaries.find(
        (canary) => canary.app === entry.name && isInCanary(userId, entry.name, canary.share),
      ) ??
      defaults.find((each) => each.app === entry.name);
    if (release && isOnOriginOf(release.url, entry.url)) {
      running[entry.name] = { version: release.version, url: release.url };
    }
  }
  return running;
}
