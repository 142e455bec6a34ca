import { resultCode, type PasskeyCeremony } from '@portal/contract';
import type { SecondFactorPolicy } from '../../config';
import { AppError } from '../../http/app-error';
import { hashOpaqueToken } from '../../lib/opaque-token';
import type { Repositories } from '../../repositories/create-repositories';
import { startAuthentication } from './passkey-ceremonies';
import type { RelyingParty } from './relying-party';
import { secondFactorExpired } from './second-factor';

export type StartPasskeySignInOptions = {
  /** After a password: what its answer carried. Absent: a sign-in with a passkey alone. */
  secondFactorToken: string | undefined;
  policy: SecondFactorPolicy;
  relyingParty: () => RelyingParty;
  now: Date;
};

/**
 * The options of a passkey sign-in, for any passkey of the site, or after a password for that
 * user's passkeys, with the challenge they sign stored. 403 while the policy is off; 401
 * `auth.secondFactorExpired` for a second-factor token unknown, used or expired.
 */
export async function startPasskeySignIn(
  { secondFactorToken, policy, relyingParty, now }: StartPasskeySignInOptions,
  repositories: Pick<Repositories, 'passkeys' | 'webAuthnChallenges'>,
): Promise<PasskeyCeremony> {
  if (policy === 'off') throw new AppError(403, resultCode.failure, 'passkey.off');
  let userId: number | null = null;
  if (secondFactorToken !== undefined) {
    const tokenUser = await repositories.webAuthnChallenges.peekSecondFactorToken(
      hashOpaqueToken(secondFactorToken),
      now,
    );
    if (tokenUser === undefined) throw secondFactorExpired();
    userId = tokenUser;
  }
  return startAuthentication(
    userId === null ? 'sign-in' : 'second-factor',
    userId,
    { rp: relyingParty(), now },
    repositories,
  );
}
