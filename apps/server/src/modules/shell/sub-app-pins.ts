import { resultCode, type ReleaseManifest } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { storedPins } from '../../lib/stored-pins';
import type { SubAppRegistry } from '../../plugins/app/sub-app-registry';
import type { Repositories } from '../../repositories/create-repositories';

/**
 * The release manifest an app's registry entry pins (docs/sub-apps.md, "Pinned releases"), or
 * null when it pins nothing; pins that do not read are a manifest of no file (the registry's
 * snapshot fails closed). Read from the registry the server keeps by its change stamp, as
 * /main/config.json is: one small query, the rows only after a change. With `release`, the
 * manifest that release of the app was published with (immutable; GET /subApps/releases says
 * which release a user runs), read the same way. 404 for an app not in the registry, or a
 * release it does not have.
 */
export async function subAppPins(
  { app, release }: { app: string; release?: string | undefined },
  registry: Pick<SubAppRegistry, 'current'>,
  { subAppReleases }: Pick<Repositories, 'subAppReleases'>,
): Promise<ReleaseManifest | null> {
  const { entries, pins } = await registry.current();
  if (!entries.some((entry) => entry.name === app)) {
    throw new AppError(404, resultCode.failure, 'registry.appNotFound');
  }
  if (release === undefined) return pins.get(app) ?? null;
  const published = await subAppReleases.find(app, release);
  if (!published) throw new AppError(404, resultCode.failure, 'releases.releaseNotFound');
  return storedPins(published.manifest).manifest;
}
