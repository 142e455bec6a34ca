import type {
  AuthenticationCredential,
  ConfirmIdentity,
  ReauthenticationChallenge,
  SecondFactorMethod,
} from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { HttpError } from '@/lib/http/http-error';
import { assertPasskey } from '@/lib/webauthn';
import { passkeyRoutes, proofRoutes } from '@portal/contract/routes';

/** The body code of a change that needs a proof of the user from the last five minutes. */
const reauthenticationRequired = 4032;

/**
 * The factors a proof takes when `failure` is the server asking for one before a change (403,
 * code 4032); null for any other failure.
 */
export function proofMethodsOf(failure: unknown): SecondFactorMethod[] | null {
  if (!(failure instanceof HttpError) || failure.code !== reauthenticationRequired) return null;
  const data = failure.data as Partial<ReauthenticationChallenge> | null;
  return Array.isArray(data?.methods) ? data.methods : [];
}

/** What proves the user besides their current password. */
export type ProofFactor =
  | { kind: 'none' }
  | { kind: 'code'; code: string }
  | { kind: 'recovery-code'; recoveryCode: string }
  | { kind: 'passkey' };

/**
 * Proves the user to the server with their current password and a factor (a passkey: the
 * server's options, the browser's prompt, its answer): this session may then change the password
 * and the second factors for five minutes. Silent: the dialog shows the server's refusal.
 */
export async function confirmIdentity(password: string, factor: ProofFactor): Promise<void> {
  let body: ConfirmIdentity = { password };
  switch (factor.kind) {
    case 'code':
      body = { password, code: factor.code };
      break;
    case 'recovery-code':
      body = { password, recoveryCode: factor.recoveryCode };
      break;
    case 'passkey': {
      const { challengeId, options } = await callEndpoint(passkeyRoutes.startPasskeyCheck, {
        silent: true,
      });
      const credential = await assertPasskey(options);
      // The browser library's JSON form is the contract's credential, its types declared apart.
      body = {
        password,
        passkey: { challengeId, credential: credential as unknown as AuthenticationCredential },
      };
      break;
    }
    case 'none':
      break;
  }
  await callEndpoint(proofRoutes.confirmIdentity, { body, silent: true });
}
