import type { FirmUserQuery, UserInfo } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** GET /upms/app/query/share/token: the user info in the given firm. */
export function getShareToken(query: FirmUserQuery, { silent = false } = {}): Promise<UserInfo> {
  return http.request<UserInfo>({
    url: '/upms/app/query/share/token',
    method: 'get',
    params: query,
    silent,
  });
}
