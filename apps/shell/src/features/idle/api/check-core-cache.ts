import { callEndpoint } from '@/lib/http/call-endpoint';
import { upmsRoutes } from '@portal/contract/routes';

/**
 * The header by which the shell tells the server that a person used it since its last check: the
 * server then keeps the session alive (decision 0020). The shell's timed calls never send it.
 */
const personInput = { 'x-portal-activity': 'input' };

/**
 * True when the user's session is about to end. With `hasInput`, the server first renews the
 * session for the person's input.
 */
export function checkCoreCacheExpiring(
  userId: number,
  { hasInput }: { hasInput: boolean },
): Promise<boolean> {
  return callEndpoint(upmsRoutes.checkCoreCacheExpiring, {
    query: { userId },
    ...(hasInput ? { headers: personInput } : {}),
    // A failed check is not worth a notice every minute; the next one tries again.
    silent: true,
  });
}
