import type { RoleLoginResponse } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { upmsRoutes } from '@portal/contract/routes';

/** The signed-in user's id and the firms they belong to. */
export function getRoleLogin({ silent = false } = {}): Promise<RoleLoginResponse> {
  return callEndpoint(upmsRoutes.listLoginFirms, { silent });
}
