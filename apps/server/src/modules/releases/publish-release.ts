import { resultCode, type PublishReleaseRequest, type Release } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { pinsText, storedPins } from '../../lib/stored-pins';
import type { MessageKey, MessageParameters } from '../../messages/catalogue';
import type { Repositories } from '../../repositories/create-repositories';
import type { ActiveTeamToken } from '../../repositories/sub-app-team-token-repository';
import { releaseUrlProblem } from './release-url';
import { releaseOf } from './release-view';

export type PublishReleaseOptions = {
  /** The team token that calls: it publishes for its own app alone. */
  team: ActiveTeamToken;
  release: PublishReleaseRequest;
  now: Date;
  isDemo: boolean;
};

const refused = (status: number, key: MessageKey, parameters?: MessageParameters) =>
  new AppError(status, resultCode.failure, key, parameters);

/**
 * Publishes a release of the team token's app: its url on the origin the registry entry was
 * approved for (so that publishing never brings code of a new origin past the security
 * administrator), the version a segment of its path, its manifest pinning its page and read back
 * as the registry reads pins (`storedPins`), so that the shell can check each of its files. It
 * runs nowhere until a system administrator rolls it out. A version is published once.
 */
export async function publishRelease(
  { team, release, now, isDemo }: PublishReleaseOptions,
  { subApps, subAppReleases }: Pick<Repositories, 'subApps' | 'subAppReleases'>,
): Promise<{ release: Release; route: string }> {
  const { app, version, url, manifest } = release;
  if (app !== team.app) throw refused(403, 'releases.otherApp', { tokenApp: team.app });
  const entry = await subApps.findNamed(app);
  if (!entry) throw refused(404, 'registry.appNotFound');
  if (entry.is_public === 1) throw refused(400, 'releases.publicApp');
  if (entry.url === null) throw refused(400, 'releases.noApprovedOrigin');
  const problem = releaseUrlProblem(url, { entryUrl: entry.url, version, isDemo });
  if (problem) throw refused(400, problem.key, problem.parameters);
  if (!manifest.files['index.html']) throw refused(400, 'releases.manifestWithoutPage');
  if (manifest.release !== undefined && manifest.release !== version) {
    throw refused(400, 'releases.manifestOtherRelease', { release: manifest.release, version });
  }
  // What the shell will be served: the manifest named by its release, as the registry reads pins.
  const text = pinsText({ ...manifest, release: version });
  if (text === null || !storedPins(text).isReadable)
    throw refused(400, 'releases.manifestUnreadable');
  const id = await subAppReleases.insert({
    app,
    version,
    url,
    manifest: text,
    publishedBy: team.id,
    publishedAt: now,
  });
  if (id === undefined) throw refused(409, 'releases.versionTaken', { app, version });
  const row = await subAppReleases.find(app, version);
  if (!row) throw new Error(`release ${app} ${version} not found after its insert`);
  return { release: releaseOf(row), route: entry.route };
}
