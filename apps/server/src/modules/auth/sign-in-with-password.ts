import { resultCode } from '@portal/contract';
import type { User } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/password-hashing';
import type { UserRepository } from '../../repositories/user-repository';

export type SignInWithPasswordOptions = { username: string; password: string };

const badCredentials = () => new AppError(401, resultCode.failure, 'auth.badCredentials');

/**
 * The active user with these credentials. An unknown user, a wrong password and a disabled
 * account (right password or wrong) get the same answer after the same work, one password
 * verification, so neither the answer nor its time tells whether an account exists or its state.
 */
export async function signInWithPassword(
  { username, password }: SignInWithPasswordOptions,
  users: UserRepository,
): Promise<User> {
  const user = await users.findByUsername(username);
  if (!user) {
    await verifyAgainstDecoy(password);
    throw badCredentials();
  }
  const isRightPassword = await verifyPassword(user.password_hash, password);
  if (!isRightPassword || user.status !== 1) throw badCredentials();
  return user;
}
