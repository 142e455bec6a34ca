import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { signInAgain } from '../../plugins/app/authentication';
import type { Repositories } from '../../repositories/create-repositories';
import { newRecoveryCodes } from './totp';

/**
 * Ten new recovery codes for the user's confirmed authenticator app, answered this once; the old
 * ones are good no more. 400 for a user without a confirmed app.
 */
export async function regenerateRecoveryCodes(
  { userId, now }: { userId: number; now: Date },
  { users, totp }: Pick<Repositories, 'users' | 'totp'>,
): Promise<string[]> {
  const user = await users.findById(userId);
  if (!user) throw signInAgain();
  if (!(await totp.isConfirmed(user.id))) {
    throw new AppError(400, resultCode.failure, 'totp.notEnrolled');
  }
  const { codes, hashes } = newRecoveryCodes();
  await totp.replaceRecoveryCodes(user.id, hashes, now);
  return codes;
}
