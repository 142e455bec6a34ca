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

/** Starts an enrolment: the secret to add to the app (the current password confirms it). */
export function startTotpEnrolment(password: string): Promise<TotpEnrolment> {
  return callEndpoint(totpRoutes.startTotpEnrolment, { body: { password } });
}

/** Confirms the enrolment with a code of the app: the recovery codes, shown this once. */
export function confirmTotpEnrolment(code: string): Promise<RecoveryCodes> {
  return callEndpoint(totpRoutes.confirmTotpEnrolment, { body: { code } });
}

export function regenerateRecoveryCodes(password: string): Promise<RecoveryCodes> {
  return callEndpoint(totpRoutes.regenerateRecoveryCodes, { body: { password } });
}

export function removeTotp(password: string): Promise<boolean> {
  return callEndpoint(totpRoutes.removeTotp, { body: { password } });
}
