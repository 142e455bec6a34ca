import { z } from 'zod';
import { endpoint } from './endpoint';
import { releaseManifestSchema } from './release-manifest';
import { registryNamePattern } from './routes/registry';
import { releaseVersionPattern } from './routes/releases';
import { subAppPinsRoutes } from './routes/sub-app-pins';

/**
 * Query of GET /subApps/pins: the app's name in the registry (`sub-newcrm`), and the version of
 * one of its releases (GET /subApps/releases) for that release's manifest rather than the entry's.
 */
export const subAppPinsQuerySchema = z.object({
  app: z.string().max(64).regex(registryNamePattern),
  release: z.string().regex(releaseVersionPattern).optional(),
});
export type SubAppPinsQuery = z.input<typeof subAppPinsQuerySchema>;

/** What a registry entry pins its app to (docs/sub-apps.md, "Pinned releases"); public. */
export const subAppPinsEndpoints = {
  /**
   * The release manifest the app's entry pins (config.json marks the entry `pinned: true`), or
   * null when it pins nothing. Pins the server cannot read answer a manifest of no files, so
   * that nothing of the app runs. With `release`, the manifest that release was published with.
   * 400 for a malformed name, 404 for an app not in the registry or a release it does not have.
   */
  getPins: endpoint({
    ...subAppPinsRoutes.getPins,
    query: subAppPinsQuerySchema,
    answer: releaseManifestSchema.nullable(),
    failures: [400, 404],
  }),
};
