import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type {
  MembershipDetail,
  MembershipRepository,
} from '../../repositories/membership-repository';
import type { Caller } from '../auth/authenticate-bearer-token';

export type CheckFirmAccessOptions = { caller: Caller; userId: number; firmId: number };

/**
 * The caller's membership of the firm, when the call is about the caller (userId) and a firm
 * they belong to; 403 with code 1 otherwise.
 */
export async function checkFirmAccess(
  { caller, userId, firmId }: CheckFirmAccessOptions,
  memberships: MembershipRepository,
): Promise<MembershipDetail> {
  if (userId !== caller.userId) {
    throw new AppError(403, resultCode.failure, 'upms.notYourAccount');
  }
  const membership = await memberships.findDetail(userId, firmId);
  if (!membership) throw new AppError(403, resultCode.failure, 'upms.notInFirm');
  return membership;
}
