import type { RecoveryCodes, TotpEnrolment } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { globalKey } from '@/lib/query-keys';
import { totpRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

/** The signed-in user's authenticator app: theirs, whichever firm is on screen. */
export const totpStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: globalKey('totp', userId),
    queryFn: ({ signal }) => callEndpoint(totpRoutes.totpStatus, { signal }),
  });

/**
 * Starts an enrolment: the secret to add to the app. Silent: the card says why not (and a proof
 * the server waits for is asked apart).
 */
export function startTotpEnrolment(): Promise<TotpEnrolment> {
  return callEndpoint(totpRoutes.startTotpEnrolment, { silent: true });
}

/** Confirms the enrolment with a code of the app: the recovery codes, shown this once. */
export function confirmTotpEnrolment(code: string): Promise<RecoveryCodes> {
  return callEndpoint(totpRoutes.confirmTotpEnrolment, { body: { code } });
}

/** Ten new recovery codes, the old ones void. Silent: the dialog says why not. */
export function regenerateRecoveryCodes(): Promise<RecoveryCodes> {
  return callEndpoint(totpRoutes.regenerateRecoveryCodes, { silent: true });
}

/** Removes the app and its recovery codes. Silent: the dialog says why not. */
export function removeTotp(): Promise<boolean> {
  return callEndpoint(totpRoutes.removeTotp, { silent: true });
}
