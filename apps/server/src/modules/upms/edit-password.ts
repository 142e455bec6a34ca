import { resultCode, type EditPasswordRequest } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../lib/password-hashing';
import type { Repositories } from '../../repositories/create-repositories';
import { signInAgain, type Caller } from '../../plugins/app/authentication';
import { breakPasswordPolicy, passwordPolicy } from './password-policy';

export type EditPasswordOptions = EditPasswordRequest & { now: Date };

/**
 * Changes the caller's password after checking the current one and the policy; the caller's
 * other tokens are revoked, the one making the call stays valid.
 */
export async function editPassword(
  caller: Caller,
  { oldPassword, newPassword, now }: EditPasswordOptions,
  { users, credentials }: Pick<Repositories, 'users' | 'credentials'>,
): Promise<void> {
  const user = await users.findById(caller.userId);
  if (!user) throw signInAgain();
  const broken = breakPasswordPolicy(newPassword, user.username);
  if (broken) throw new AppError(400, resultCode.failure, broken, passwordPolicy);
  if (!(await verifyPassword(user.password_hash, oldPassword))) {
    throw new AppError(400, resultCode.failure, 'password.wrongCurrent');
  }
  if (newPassword === oldPassword) {
    throw new AppError(400, resultCode.failure, 'password.sameAsCurrent');
  }
  const changed = await credentials.changePassword({
    userId: user.id,
    currentHash: user.password_hash,
    newHash: await hashPassword(newPassword),
    keepTokenId: caller.tokenId,
    now,
  });
  // Another change won the race: the old password this call was checked against is gone.
  if (!changed) throw new AppError(400, resultCode.failure, 'password.wrongCurrent');
}
