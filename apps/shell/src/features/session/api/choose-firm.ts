import type { FirmUserQuery } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** POST /upms/role/choose: the server records the firm the user now works in. */
export function chooseFirm(query: FirmUserQuery, { silent = false } = {}): Promise<boolean> {
  return http.request<boolean>({ url: '/upms/role/choose', method: 'post', params: query, silent });
}
