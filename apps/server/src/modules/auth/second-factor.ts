import { resultCode, type SecondFactorChallenge, type SecondFactorMethod } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import type { Repositories } from '../../repositories/create-repositories';
import type { FirstFactor } from '../../repositories/webauthn-challenge-repository';

/** How long a sign-in that passed its first step waits for its second factor. */
const secondFactorTtlSeconds = 300;

/** 401 for a second-factor token unknown, used or expired: the password is asked again. */
export const secondFactorExpired = () =>
  new AppError(401, resultCode.failure, 'auth.secondFactorExpired');

/** The second factors a user has: a passkey, a confirmed authenticator app. */
export async function secondFactorsOf(
  userId: number,
  { passkeys, totp }: Pick<Repositories, 'passkeys' | 'totp'>,
): Promise<SecondFactorMethod[]> {
  const [passkeyCount, hasTotp] = await Promise.all([
    passkeys.countOfUser(userId),
    totp.isConfirmed(userId),
  ]);
  return [...(passkeyCount > 0 ? ['passkey' as const] : []), ...(hasTotp ? ['totp' as const] : [])];
}

/**
 * The answer of a right password (or portal id_token) of a user with a second factor: 401 with
 * code `secondFactorRequired`, carrying a new single-use token (only its hash stored) that the
 * passkey or totp grant takes within five minutes, and the factors the user has.
 */
export async function requireSecondFactor(
  {
    userId,
    firstFactor,
    methods,
  }: {
    userId: number;
    firstFactor: FirstFactor;
    methods: SecondFactorMethod[];
  },
  now: Date,
  { webAuthnChallenges }: Pick<Repositories, 'webAuthnChallenges'>,
): Promise<AppError> {
  const token = generateOpaqueToken();
  await webAuthnChallenges.saveSecondFactorToken(
    hashOpaqueToken(token),
    userId,
    new Date(now.getTime() + secondFactorTtlSeconds * 1000),
    firstFactor,
  );
  const data: SecondFactorChallenge = {
    second_factor_token: token,
    expires_in: secondFactorTtlSeconds,
    methods,
  };
  return new AppError(401, resultCode.secondFactorRequired, 'auth.secondFactorRequired', {}, data);
}
