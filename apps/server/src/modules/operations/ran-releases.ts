import type { SubAppReport } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';

/** The release a report's app ran at, as kept: a version the app published, else null. */
export type RanRelease = (report: Pick<SubAppReport, 'app' | 'release'>) => string | null;

/**
 * Reads which releases the reports' apps published, so that a report is kept with the release
 * its shell says it ran only when that app published it (docs/sub-apps.md, "A team's release
 * day"): a made-up version names nothing, and counts as the registry entry's own url.
 */
export async function ranReleasesOf(
  reports: readonly Pick<SubAppReport, 'app' | 'release'>[],
  { subAppReleases }: Pick<Repositories, 'subAppReleases'>,
): Promise<RanRelease> {
  const named = [...new Set(reports.flatMap(({ app, release }) => (release ? [app] : [])))];
  const published = await subAppReleases.publishedVersionsOf(named);
  return ({ app, release }) =>
    release !== undefined && published.get(app)?.has(release) === true ? release : null;
}
