import { resultCode, type EditPasswordRequest } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../lib/password-hashing';
import type { PasswordProfile } from '../../lib/password-profiles';
import type { Repositories } from '../../repositories/create-repositories';
import { signInAgain, type Caller } from '../../plugins/app/authentication';
import { breakPasswordPolicy } from './password-policy';

export type EditPasswordOptions = EditPasswordRequest & { now: Date; profile: PasswordProfile };

async function isAnyOf(password: string, hashes: string[]): Promise<boolean> {
  const matches = await Promise.all(hashes.map((hash) => verifyPassword(hash, password)));
  return matches.includes(true);
}

/**
 * Changes the caller's password after checking the profile's policy (its rules, then not the
 * current one nor any of the last passwords it remembers); the caller's other tokens are revoked,
 * the one making the call stays valid. Answers how many tokens were revoked. The current password
 * was proved just before, with the session's proof (POST /upms/user/proof), which the route asks
 * for.
 */
export async function editPassword(
  caller: Caller,
  { newPassword, now, profile }: EditPasswordOptions,
  { users, credentials }: Pick<Repositories, 'users' | 'credentials'>,
): Promise<{ revoked: number }> {
  const user = await users.findById(caller.userId);
  if (!user) throw signInAgain();
  const broken = await breakPasswordPolicy(newPassword, { username: user.username, profile });
  const { minLength, maxLength, minClasses, historyCount } = profile;
  const limits = { minLength, maxLength, minClasses, historyCount };
  if (broken) throw new AppError(400, resultCode.failure, broken, limits);
  if (await verifyPassword(user.password_hash, newPassword)) {
    throw new AppError(400, resultCode.failure, 'password.sameAsCurrent');
  }
  // The last passwords it remembers count the current one.
  const earlier = await credentials.previousHashes(user.id, profile.historyCount - 1);
  if (await isAnyOf(newPassword, earlier)) {
    throw new AppError(400, resultCode.failure, 'password.reused', limits);
  }
  const changed = await credentials.changePassword({
    userId: user.id,
    currentHash: user.password_hash,
    newHash: await hashPassword(newPassword),
    keepTokenId: caller.tokenId,
    now,
  });
  // Another change won the race: the password this call was checked against is gone.
  if (!changed) throw new AppError(400, resultCode.failure, 'password.wrongCurrent');
  return changed;
}
