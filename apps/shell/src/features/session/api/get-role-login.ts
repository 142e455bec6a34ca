import type { RoleLoginResponse } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** GET /upms/role/login: the signed-in user's id and the firms they belong to. */
export function getRoleLogin({ silent = false } = {}): Promise<RoleLoginResponse> {
  return http.request<RoleLoginResponse>({ url: '/upms/role/login', method: 'get', silent });
}
