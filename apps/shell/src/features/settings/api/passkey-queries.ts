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

/** Adds a passkey: the server's options, the browser's prompt, the server's check. */
export async function addPasskey(): Promise<Passkey> {
  const { challengeId, options } = await callEndpoint(passkeyRoutes.startPasskeyRegistration);
  const credential = await createPasskey(options);
  return callEndpoint(passkeyRoutes.finishPasskeyRegistration, {
    // The browser library's JSON form is the contract's credential, its types declared apart.
    body: { challengeId, credential: credential as unknown as RegistrationCredential },
  });
}

export function renamePasskey(id: number, name: string): Promise<boolean> {
  return callEndpoint(passkeyRoutes.renamePasskey, { body: { id, name } });
}

export function removePasskey(id: number, password: string): Promise<boolean> {
  return callEndpoint(passkeyRoutes.removePasskey, { body: { id, password } });
}
