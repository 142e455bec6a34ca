import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import type { MembershipDetail } from '../../repositories/membership-repository';
import type { Caller } from '../auth/authenticate-bearer-token';

/**
 * The caller's membership of their current firm: the firm recorded on the token by role choose,
 * else the first of their firms. 403 when there is none (or the membership has since gone).
 */
export async function resolveCurrentFirm(
  caller: Caller,
  { firms, memberships }: Pick<Repositories, 'firms' | 'memberships'>,
): Promise<MembershipDetail> {
  const firmId = caller.firmId ?? (await firms.listForUser(caller.userId))[0]?.id;
  const membership =
    firmId === undefined ? undefined : await memberships.findDetail(caller.userId, firmId);
  if (!membership) throw new AppError(403, resultCode.failure, 'upms.notInFirm');
  return membership;
}
