import { callEndpoint } from '@/lib/http/call-endpoint';
import { upmsRoutes } from '@portal/contract/routes';

/** True when the user's session is about to end. */
export function checkCoreCacheExpiring(userId: number): Promise<boolean> {
  return callEndpoint(upmsRoutes.checkCoreCacheExpiring, {
    query: { userId },
    // A failed check is not worth a notice every minute; the next one tries again.
    silent: true,
  });
}
