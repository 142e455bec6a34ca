import { callEndpoint } from '@/lib/http/call-endpoint';
import { upmsRoutes } from '@portal/contract/routes';

/** Renews the user's session (POST /user/refesh, the spec's spelling). */
export function renewSession(): Promise<number> {
  return callEndpoint(upmsRoutes.renewCoreCache);
}
