import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { TotpRepository } from '../../repositories/totp-repository';
import { newRecoveryCodes, openTotpSecret, pendingEnrolmentSeconds, totpStepOf } from './totp';

/** What a confirmation did, for its answer and its audit record. */
export type ConfirmedTotpEnrolment =
  | { outcome: 'confirmed'; recoveryCodes: string[] }
  /** The code is not the app's for now: nothing confirmed. */
  | { outcome: 'badCode' };

const noPendingEnrolment = () => new AppError(400, resultCode.failure, 'totp.noPendingEnrolment');

/**
 * Confirms the user's pending authenticator app with a first code of it, which is then used up,
 * and gives the user ten new recovery codes, answered this once. 400 when no enrolment waits (none
 * started, confirmed already, or started more than `pendingEnrolmentSeconds` ago).
 */
export async function confirmTotpEnrolment(
  { userId, code, key, now }: { userId: number; code: string; key: Buffer; now: Date },
  totp: TotpRepository,
): Promise<ConfirmedTotpEnrolment> {
  const pending = await totp.findOfUser(userId);
  if (
    !pending ||
    pending.confirmedAt !== null ||
    new Date(pending.createdAt).getTime() + pendingEnrolmentSeconds * 1000 <= now.getTime()
  ) {
    throw noPendingEnrolment();
  }
  const step = totpStepOf(openTotpSecret(key, userId, pending.sealedSecret), code, now);
  if (step === null) return { outcome: 'badCode' };
  const { codes, hashes } = newRecoveryCodes();
  if (!(await totp.confirm(userId, step, hashes, now))) throw noPendingEnrolment();
  return { outcome: 'confirmed', recoveryCodes: codes };
}
