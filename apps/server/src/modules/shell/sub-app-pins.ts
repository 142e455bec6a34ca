import { resultCode, type ReleaseManifest } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { SubAppRegistry } from '../../plugins/app/sub-app-registry';

/**
 * The release manifest an app's registry entry pins (docs/sub-apps.md, "Pinned releases"), or
 * null when it pins nothing; pins that do not read are a manifest of no file (the registry's
 * snapshot fails closed). Read from the registry the server keeps by its change stamp, as
 * /main/config.json is: one small query, the rows only after a change. 404 for an app not in the
 * registry.
 */
export async function subAppPins(
  app: string,
  registry: Pick<SubAppRegistry, 'current'>,
): Promise<ReleaseManifest | null> {
  const { entries, pins } = await registry.current();
  if (!entries.some((entry) => entry.name === app)) {
    throw new AppError(404, resultCode.failure, 'registry.appNotFound');
  }
  return pins.get(app) ?? null;
}
