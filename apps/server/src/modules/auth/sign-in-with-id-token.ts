import { resultCode } from '@portal/contract';
import type { User } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { verifyIdToken } from '../../lib/id-token';
import type { UserRepository } from '../../repositories/user-repository';

export type SignInWithIdTokenOptions = { idToken: string; secret: string };

/** The active user named by a valid portal id_token; 401 with code 1 otherwise. */
export async function signInWithIdToken(
  { idToken, secret }: SignInWithIdTokenOptions,
  users: UserRepository,
): Promise<User> {
  const username = await verifyIdToken(idToken, secret);
  const user = username === null ? undefined : await users.findByUsername(username);
  if (!user || user.status !== 1) throw new AppError(401, resultCode.failure, 'auth.badIdToken');
  return user;
}
