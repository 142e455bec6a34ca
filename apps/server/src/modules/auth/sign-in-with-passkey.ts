import { authenticationCredentialSchema, resultCode } from '@portal/contract';
import type { User } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashOpaqueToken } from '../../lib/opaque-token';
import type { Repositories } from '../../repositories/create-repositories';
import { asAuthenticationResponse, verifyAssertion } from './passkey-ceremonies';
import type { RelyingParty } from './relying-party';
import { secondFactorExpired } from './second-factor';

export type SignInWithPasskeyOptions = {
  /** The assertion as JSON text (the form field `credential`). */
  credential: string;
  challengeId: string;
  /** After a password: the user it was for, and their token. Absent for a passkey alone. */
  secondFactor: { userId: number; token: string } | null;
  rp: RelyingParty;
  now: Date;
};

const badPasskey = () => new AppError(401, resultCode.failure, 'auth.badPasskey');

function parseCredential(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = authenticationCredentialSchema.safeParse(json);
  if (!parsed.success) {
    throw new AppError(400, resultCode.failure, 'request.invalidField', { field: 'credential' });
  }
  return asAuthenticationResponse(parsed.data);
}

/**
 * The active user whose passkey signed the ceremony's challenge; after a password, the same user
 * as the password's, whose second-factor token is then used up. 401 `auth.badPasskey` for any
 * assertion that fails, the same answer whatever failed.
 */
export async function signInWithPasskey(
  { credential, challengeId, secondFactor, rp, now }: SignInWithPasskeyOptions,
  repositories: Pick<Repositories, 'passkeys' | 'webAuthnChallenges' | 'users'>,
): Promise<User> {
  const passkey = await verifyAssertion(
    {
      purpose: secondFactor ? 'second-factor' : 'sign-in',
      userId: secondFactor?.userId ?? null,
      challengeId,
      credential: parseCredential(credential),
      rp,
      now,
    },
    repositories,
  );
  if (!passkey) throw badPasskey();
  if (secondFactor) {
    const userId = await repositories.webAuthnChallenges.takeSecondFactorToken(
      hashOpaqueToken(secondFactor.token),
      now,
    );
    if (userId !== passkey.userId) throw secondFactorExpired();
  }
  const user = await repositories.users.findById(passkey.userId);
  if (!user || user.status !== 1) throw badPasskey();
  return user;
}
