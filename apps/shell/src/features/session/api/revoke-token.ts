import { callEndpoint } from '@/lib/http/call-endpoint';
import { authRoutes } from '@portal/contract/routes';

/**
 * The server revokes the token sent with the call. `idle`: the session ends for want of activity,
 * which the trail records as an idle expiry rather than the user's sign-out.
 */
export function revokeToken({ idle = false }: { idle?: boolean } = {}): Promise<boolean> {
  return callEndpoint(authRoutes.revokeToken, {
    silent: true,
    ...(idle ? { headers: { 'x-portal-session-end': 'idle' } } : {}),
  });
}
