import type { ReleaseManifest } from '@portal/contract';
import { subAppPinsRoutes } from '@portal/contract/routes';
import { callEndpoint } from '@/lib/http/call-endpoint';

/** The release an app's registry entry pins (null: none); public, as the app's files are. */
export function getPinsOf(app: string): Promise<ReleaseManifest | null> {
  return callEndpoint(subAppPinsRoutes.getPins, {
    query: { app },
    withoutToken: true,
    silent: true,
  });
}
