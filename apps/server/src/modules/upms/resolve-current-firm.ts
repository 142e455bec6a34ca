import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { ColleagueRepository } from '../../repositories/colleague-repository';
import type { Repositories } from '../../repositories/create-repositories';
import type { MembershipDetail } from '../../repositories/membership-repository';
import type { Caller } from '../auth/authenticate-bearer-token';

/** The caller's current firm: the one recorded on the token by role choose, else their first. */
export async function currentFirmIdOf(
  caller: Caller,
  colleagues: Pick<ColleagueRepository, 'firstFirmOf'>,
): Promise<number | undefined> {
  return caller.firmId ?? (await colleagues.firstFirmOf(caller.userId));
}

/**
 * The caller's membership of their current firm: the firm recorded on the token by role choose,
 * else the first of their firms. 403 when there is none (or the membership has since gone).
 */
export async function resolveCurrentFirm(
  caller: Caller,
  { colleagues, memberships }: Pick<Repositories, 'colleagues' | 'memberships'>,
): Promise<MembershipDetail> {
  const firmId = await currentFirmIdOf(caller, colleagues);
  const membership =
    firmId === undefined ? undefined : await memberships.findDetail(caller.userId, firmId);
  if (!membership) throw new AppError(403, resultCode.failure, 'upms.notInFirm');
  return membership;
}
