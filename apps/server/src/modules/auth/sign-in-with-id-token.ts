import { resultCode } from '@portal/contract';
import type { User } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { verifyIdToken, type IdTokenTerms } from '../../lib/id-token';
import type { UsedIdTokenRepository } from '../../repositories/used-id-token-repository';
import type { UserRepository } from '../../repositories/user-repository';

export type SignInWithIdTokenOptions = { idToken: string; terms: IdTokenTerms };

/**
 * The `amr` values (RFC 8176, section 2) that say the portal checked a second factor: `mfa`
 * itself, or a method that is one (a one-time code, a hardware or software key, biometrics).
 * `pwd`, `kba` and the rest are a first factor only.
 */
const secondFactorMethods = new Set([
  'mfa',
  'otp',
  'hwk',
  'swk',
  'sc',
  'fpt',
  'face',
  'iris',
  'retina',
  'vbm',
]);

/**
 * The active user named by a valid portal id_token used for the first time, and whether its `amr`
 * says the portal checked a second factor; 401 with code 1
 * otherwise. Invalid, expired, too old, replayed, or naming an unknown or disabled user: one
 * answer for all, so none tells an account's existence or state.
 */
export async function signInWithIdToken(
  { idToken, terms }: SignInWithIdTokenOptions,
  users: UserRepository,
  usedIdTokens: UsedIdTokenRepository,
): Promise<{ user: User; isSecondFactorDone: boolean }> {
  const refused = () => new AppError(401, resultCode.failure, 'auth.badIdToken');
  const verified = await verifyIdToken(idToken, terms);
  if (!verified) throw refused();
  // Used up before the user is looked up: a token is spent whatever it names.
  const isFirstUse = await usedIdTokens.claim(verified.jti, verified.acceptedUntil);
  if (!isFirstUse) throw refused();
  const user = await users.findByUsername(verified.username);
  if (!user || user.status !== 1) throw refused();
  return {
    user,
    isSecondFactorDone: verified.amr.some((method) => secondFactorMethods.has(method)),
  };
}
