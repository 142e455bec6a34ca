import type { ReleaseManifest } from '@portal/contract';
import { subAppPinsRoutes } from '@portal/contract/routes';
import { callEndpoint } from '@/lib/http/call-endpoint';

/**
 * The release an app's registry entry pins (null: none), or the manifest of one of its published
 * releases (`release`, its version); public, as the app's files are.
 */
export function getPinsOf(app: string, release?: string): Promise<ReleaseManifest | null> {
  return callEndpoint(subAppPinsRoutes.getPins, {
    query: { app, ...(release === undefined ? {} : { release }) },
    withoutToken: true,
    silent: true,
  });
}
