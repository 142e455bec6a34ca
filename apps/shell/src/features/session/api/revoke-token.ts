import { callEndpoint } from '@/lib/http/call-endpoint';
import { authRoutes } from '@portal/contract/routes';

/** The server revokes the bearer token sent with the call. */
export function revokeToken(): Promise<boolean> {
  return callEndpoint(authRoutes.revokeToken, { silent: true });
}
