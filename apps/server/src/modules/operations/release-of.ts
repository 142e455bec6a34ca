import { pinsSummary, storedPins } from '../../lib/stored-pins';
import type { SubAppRow } from '../../repositories/sub-app-repository';

/** How many hex digits of a manifest's digest name a release that gives itself no name. */
const digestShown = 12;

/**
 * Which release of an app its samples are of (docs/sub-apps.md, "What staff wait for"). A pinned
 * entry's is its manifest's: its `release`, else `sha256:` and the start of its digest. An
 * unpinned app's files may change under the same url unseen, so the nearest the server knows is
 * its own entry's last change (a new url, a new pin): unlike the registry's stamp, it does not
 * move when another app's entry changes.
 */
export function releaseOf(entry: Pick<SubAppRow, 'pinned' | 'updated_at'>): {
  release: string;
  isPinned: boolean;
} {
  const summary = pinsSummary(storedPins(entry.pinned).manifest);
  if (summary === null) return { release: entry.updated_at, isPinned: false };
  return {
    release: summary.release ?? `sha256:${summary.sha256.slice(0, digestShown)}`,
    isPinned: true,
  };
}
