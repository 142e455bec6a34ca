import { resultCode, type TotpEnrolment } from '@portal/contract';
import { AppError } from '../../http/app-error';
import { signInAgain } from '../../plugins/app/authentication';
import type { Repositories } from '../../repositories/create-repositories';
import { newTotpSecret, pendingEnrolmentSeconds, sealTotpSecret, totpUri } from './totp';

/**
 * A new secret for the user's authenticator app, stored sealed and pending until its first code
 * confirms it (`pendingEnrolmentSeconds`), answered once as the otpauth:// URI and as text. 409
 * for a user whose app is confirmed already (it must be removed first).
 */
export async function startTotpEnrolment(
  { userId, key, now }: { userId: number; key: Buffer; now: Date },
  { users, totp }: Pick<Repositories, 'users' | 'totp'>,
): Promise<TotpEnrolment> {
  const user = await users.findById(userId);
  if (!user) throw signInAgain();
  const secret = newTotpSecret();
  const started = await totp.savePending(user.id, sealTotpSecret(key, user.id, secret), now);
  if (!started) throw new AppError(409, resultCode.failure, 'totp.alreadyEnrolled');
  return { uri: totpUri(secret, user.username), secret, expiresIn: pendingEnrolmentSeconds };
}
