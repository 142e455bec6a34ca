import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Caller, FirmMembership } from '../../plugins/app/authentication';

/**
 * 404 for a user id other than the caller's: these calls are about the caller's own account, and
 * another user's answers exactly as a user that does not exist.
 */
export function checkOwnUserId(caller: Caller, userId: number): void {
  if (userId !== caller.userId) throw new AppError(404, resultCode.failure, 'upms.userNotFound');
}

export type CheckFirmAccessOptions = { userId: number; firmId: number };

/**
 * The caller's membership of the firm, when the call is about the caller (userId) and a firm
 * they belong to; 404 otherwise, as for a user or firm that does not exist.
 */
export async function checkFirmAccess(
  caller: Caller,
  { userId, firmId }: CheckFirmAccessOptions,
): Promise<FirmMembership> {
  checkOwnUserId(caller, userId);
  return caller.firm(firmId);
}
