import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { ColleagueRepository } from '../../repositories/colleague-repository';

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
