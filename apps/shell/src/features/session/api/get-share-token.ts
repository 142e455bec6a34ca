import type { FirmUserQuery, UserInfo } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { upmsRoutes } from '@portal/contract/routes';

/** The user info in the given firm (GET /upms/app/query/share/token). */
export function getShareToken(query: FirmUserQuery, { silent = false } = {}): Promise<UserInfo> {
  return callEndpoint(upmsRoutes.getFirmUserInfo, { query, silent });
}
