import { resultCode } from '@portal/contract';
import type { User } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashOpaqueToken } from '../../lib/opaque-token';
import type { Repositories } from '../../repositories/create-repositories';
import { secondFactorExpired } from './second-factor';
import { hashRecoveryCode, openTotpSecret, totpStepOf } from './totp';

export type SignInWithTotpOptions = {
  /** The user the first step (password or id_token) was for, and the token its answer carried. */
  secondFactor: { userId: number; token: string };
  /** A code of the app, or one of the recovery codes (the contract asks for exactly one). */
  code?: string | undefined;
  recoveryCode?: string | undefined;
  key: Buffer;
  now: Date;
};

const badCode = () => new AppError(401, resultCode.failure, 'auth.badTotpCode');
const badRecoveryCode = () => new AppError(401, resultCode.failure, 'auth.badRecoveryCode');

/**
 * The active user whose authenticator app gave the code (for this time step, the one before or
 * the one after, and not accepted before), or whose unused recovery code it is, which is then
 * used up; the second-factor token is then used up too. 401 for a wrong, replayed or used code,
 * which counts as a failed sign-in.
 */
export async function signInWithTotp(
  { secondFactor, code, recoveryCode, key, now }: SignInWithTotpOptions,
  repositories: Pick<Repositories, 'totp' | 'webAuthnChallenges' | 'users'>,
): Promise<{ user: User; recoveryCodesLeft?: number }> {
  const { userId } = secondFactor;
  const totp = await repositories.totp.findOfUser(userId);
  if (!totp || totp.confirmedAt === null)
    throw recoveryCode === undefined ? badCode() : badRecoveryCode();
  let recoveryCodesLeft: number | undefined;
  if (recoveryCode !== undefined) {
    if (!(await repositories.totp.useRecoveryCode(userId, hashRecoveryCode(recoveryCode), now))) {
      throw badRecoveryCode();
    }
    recoveryCodesLeft = await repositories.totp.recoveryCodesLeft(userId);
  } else {
    const step = totpStepOf(openTotpSecret(key, userId, totp.sealedSecret), code ?? '', now);
    if (step === null || !(await repositories.totp.acceptStep(userId, step))) throw badCode();
  }
  const tokenUserId = await repositories.webAuthnChallenges.takeSecondFactorToken(
    hashOpaqueToken(secondFactor.token),
    now,
  );
  if (tokenUserId !== userId) throw secondFactorExpired();
  const user = await repositories.users.findById(userId);
  if (!user || user.status !== 1) throw badCode();
  return recoveryCodesLeft === undefined ? { user } : { user, recoveryCodesLeft };
}
