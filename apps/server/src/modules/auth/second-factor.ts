import { resultCode, type SecondFactorChallenge } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import type { Repositories } from '../../repositories/create-repositories';

/** How long a password sign-in waits for its passkey. */
const secondFactorTtlSeconds = 300;

/** 401 for a second-factor token unknown, used or expired: the password is asked again. */
export const secondFactorExpired = () =>
  new AppError(401, resultCode.failure, 'auth.secondFactorExpired');

/**
 * The password grant's answer for a user with a passkey: 401 with code `secondFactorRequired`,
 * carrying a new single-use token (only its hash stored) that the passkey grant takes within
 * five minutes.
 */
export async function requireSecondFactor(
  userId: number,
  now: Date,
  { webAuthnChallenges }: Pick<Repositories, 'webAuthnChallenges'>,
): Promise<AppError> {
  const token = generateOpaqueToken();
  await webAuthnChallenges.saveSecondFactorToken(
    hashOpaqueToken(token),
    userId,
    new Date(now.getTime() + secondFactorTtlSeconds * 1000),
  );
  const data: SecondFactorChallenge = {
    second_factor_token: token,
    expires_in: secondFactorTtlSeconds,
  };
  return new AppError(401, resultCode.secondFactorRequired, 'auth.secondFactorRequired', {}, data);
}
