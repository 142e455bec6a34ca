import type { FirmUserQuery } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { upmsRoutes } from '@portal/contract/routes';

/** The server records the firm the user now works in. */
export function chooseFirm(query: FirmUserQuery, { silent = false } = {}): Promise<boolean> {
  return callEndpoint(upmsRoutes.chooseFirm, { query, silent });
}
