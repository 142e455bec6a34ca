import { resultCode } from '@portal/contract';
import type { User } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/password-hashing';
import type { UserRepository } from '../../repositories/user-repository';

export type SignInWithPasswordOptions = { username: string; password: string };

const badCredentials = () => new AppError(401, resultCode.failure, 'auth.badCredentials');

/**
 * The user with these credentials. An unknown user and a wrong password get the same answer
 * after the same work, so neither the message nor the timing tells which it was.
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
  if (!(await verifyPassword(user.password_hash, password))) throw badCredentials();
  if (user.status !== 1) throw new AppError(401, resultCode.failure, 'auth.accountDisabled');
  return user;
}
