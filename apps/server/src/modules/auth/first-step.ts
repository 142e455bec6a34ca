import { resultCode } from '@portal/contract';
import type { SecondFactorPolicy } from '../../config';
import { AppError } from '../../http/app-error';
import { hashOpaqueToken } from '../../lib/opaque-token';
import type { Repositories } from '../../repositories/create-repositories';
import type { FirstFactor } from '../../repositories/webauthn-challenge-repository';
import { secondFactorExpired } from './second-factor';
import type { TokenRequestBody } from './sign-in-audit';

/** The first step (a password or an id_token) a second factor completes: its user and token. */
export type FirstStep = {
  userId: number;
  username: string;
  token: string;
  firstFactor: FirstFactor;
};

/**
 * The first step a passkey or totp grant completes, known from the token the first step's answer
 * carried; null for the password and id_token grants and a passkey alone. 403 for a second-factor
 * grant while the policy is off; 401 `auth.secondFactorExpired` for a token unknown, used or
 * expired, or whose user is gone.
 */
export async function firstStepOf(
  body: TokenRequestBody,
  { policy, now }: { policy: SecondFactorPolicy; now: Date },
  { webAuthnChallenges, users }: Pick<Repositories, 'webAuthnChallenges' | 'users'>,
): Promise<FirstStep | null> {
  if (body.grant_type !== 'passkey' && body.grant_type !== 'totp') return null;
  if (policy === 'off') {
    throw new AppError(
      403,
      resultCode.failure,
      body.grant_type === 'passkey' ? 'passkey.off' : 'secondFactor.off',
    );
  }
  const token = body.second_factor_token;
  if (token === undefined) return null;
  const pending = await webAuthnChallenges.peekSecondFactor(hashOpaqueToken(token), now);
  const user = pending === undefined ? undefined : await users.findById(pending.userId);
  if (!user || !pending) throw secondFactorExpired();
  return { userId: user.id, username: user.username, token, firstFactor: pending.firstFactor };
}
