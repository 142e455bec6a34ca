import { resultCode } from '@portal/contract';
import type { User } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { verifyIdToken, type IdTokenTerms } from '../../lib/id-token';
import type { UsedIdTokenRepository } from '../../repositories/used-id-token-repository';
import type { UserRepository } from '../../repositories/user-repository';

export type SignInWithIdTokenOptions = { idToken: string; terms: IdTokenTerms };

/**
 * The active user named by a valid portal id_token used for the first time; 401 with code 1
 * otherwise. Invalid, expired, too old, replayed, or naming an unknown or disabled user: one
 * answer for all, so none tells an account's existence or state.
 */
export async function signInWithIdToken(
  { idToken, terms }: SignInWithIdTokenOptions,
  users: UserRepository,
  usedIdTokens: UsedIdTokenRepository,
): Promise<User> {
  const refused = () => new AppError(401, resultCode.failure, 'auth.badIdToken');
  const verified = await verifyIdToken(idToken, terms);
  if (!verified) throw refused();
  // Used up before the user is looked up: a token is spent whatever it names.
  const isFirstUse = await usedIdTokens.claim(verified.jti, verified.acceptedUntil);
  if (!isFirstUse) throw refused();
  const user = await users.findByUsername(verified.username);
  if (!user || user.status !== 1) throw refused();
  return user;
}
