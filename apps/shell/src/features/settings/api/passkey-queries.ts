import type { Passkey, RegistrationCredential } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { globalKey } from '@/lib/query-keys';
import { createPasskey } from '@/lib/webauthn';
import { passkeyRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

/** The signed-in user's passkeys: a passkey is the user's, whichever firm is on screen. */
export const passkeysQuery = (userId: number) =>
  queryOptions({
    queryKey: globalKey('passkeys', userId),
    queryFn: ({ signal }) => callEndpoint(passkeyRoutes.listPasskeys, { signal }),
  });

/**
 * Adds a passkey: the server's options, the browser's prompt, the server's check. Silent: the
 * card says why not (and a proof the server waits for is asked apart).
 */
export async function addPasskey(): Promise<Passkey> {
  const { challengeId, options } = await callEndpoint(passkeyRoutes.startPasskeyRegistration, {
    silent: true,
  });
  const credential = await createPasskey(options);
  return callEndpoint(passkeyRoutes.finishPasskeyRegistration, {
    // The browser library's JSON form is the contract's credential, its types declared apart.
    body: { challengeId, credential: credential as unknown as RegistrationCredential },
    silent: true,
  });
}

export function renamePasskey(id: number, name: string): Promise<boolean> {
  return callEndpoint(passkeyRoutes.renamePasskey, { body: { id, name } });
}

/** Removes a passkey. Silent: the dialog says why not (the proof it waits for, asked apart). */
export function removePasskey(id: number): Promise<boolean> {
  return callEndpoint(passkeyRoutes.removePasskey, { body: { id }, silent: true });
}
