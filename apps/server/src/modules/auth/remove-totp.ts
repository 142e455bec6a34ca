import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { signInAgain } from '../../plugins/app/authentication';
import type { Repositories } from '../../repositories/create-repositories';

/** Removes the user's authenticator app and its recovery codes; 400 when they have none. */
export async function removeTotp(
  userId: number,
  { users, totp }: Pick<Repositories, 'users' | 'totp'>,
): Promise<void> {
  const user = await users.findById(userId);
  if (!user) throw signInAgain();
  if (!(await totp.remove(user.id))) {
    throw new AppError(400, resultCode.failure, 'totp.notEnrolled');
  }
}
