import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Colleague, ColleagueRepository } from '../../repositories/colleague-repository';
import type { Caller } from '../auth/authenticate-bearer-token';
import { currentFirmIdOf } from '../upms/resolve-current-firm';

export type FirmMembership = Colleague & { firmId: number };

export const notInFirm = () => new AppError(403, resultCode.failure, 'upms.notInFirm');

/**
 * The caller's place in the firm a calendar call is about: the one it names, else the firm
 * chosen for the token, else the caller's first firm. 403 when the caller is not a member.
 */
export async function resolveFirm(
  caller: Caller,
  requestedFirmId: number | undefined,
  colleagues: ColleagueRepository,
): Promise<FirmMembership> {
  const firmId = requestedFirmId ?? (await currentFirmIdOf(caller, colleagues));
  if (firmId === undefined) throw notInFirm();
  const membership = await colleagues.find(firmId, caller.userId);
  if (!membership) throw notInFirm();
  return { ...membership, firmId };
}

/** 403 unless the caller is an active member of the firm. */
export async function assertInFirm(
  caller: Caller,
  firmId: number,
  colleagues: ColleagueRepository,
): Promise<void> {
  if (!(await colleagues.find(firmId, caller.userId))) throw notInFirm();
}

/** 400 naming the first user who is not an active member of the firm. */
export async function assertUsersInFirm(
  firmId: number,
  userIds: readonly number[],
  colleagues: ColleagueRepository,
): Promise<void> {
  const found = new Set((await colleagues.findMany(firmId, userIds)).map((user) => user.userId));
  const stranger = userIds.find((userId) => !found.has(userId));
  if (stranger !== undefined) {
    throw new AppError(400, resultCode.failure, 'fftask.userNotInFirm', { userId: stranger });
  }
}
