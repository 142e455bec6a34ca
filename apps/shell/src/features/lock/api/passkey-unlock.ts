import type { AuthenticationCredential } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { assertPasskey } from '@/lib/webauthn';
import { passkeyRoutes } from '@portal/contract/routes';

/**
 * Whether the signed-in user has a passkey to unlock with. Silent, and false without an answer:
 * the lock then offers the lock password alone.
 */
export async function hasPasskey(signal: AbortSignal): Promise<boolean> {
  try {
    return (await callEndpoint(passkeyRoutes.listPasskeys, { signal, silent: true })).length > 0;
  } catch {
    return false;
  }
}

/**
 * Proves with one of the user's passkeys that the user is at the keyboard: the server's options,
 * the browser's prompt, the server's check (which records the unlock in the audit trail).
 */
export async function unlockWithPasskey(): Promise<void> {
  const { challengeId, options } = await callEndpoint(passkeyRoutes.startPasskeyCheck, {
    silent: true,
  });
  const credential = await assertPasskey(options);
  await callEndpoint(passkeyRoutes.finishPasskeyCheck, {
    // The browser library's JSON form is the contract's credential, its types declared apart.
    body: { challengeId, credential: credential as unknown as AuthenticationCredential },
    silent: true,
  });
}
