import type { ScheduleClash } from '@portal/contract';

/**
 * The people a clash check asks about: whoever the schedule is for (its creator, or the user
 * creating it) and every participant, each once.
 */
export function clashPeople(ownerId: number, participantIds: readonly number[]): number[] {
  return [...new Set([ownerId, ...participantIds])];
}

/**
 * The busy participants to name before saving, in the order the server gave them; people with
 * no busy time are left out, and each busy time is formatted by `formatRange`.
 */
export function busyPeople(
  clashes: readonly ScheduleClash[],
  formatRange: (startTime: string, endTime: string) => string,
): { userId: number; userName: string; times: string[] }[] {
  return clashes
    .filter((clash) => clash.busy.length > 0)
    .map((clash) => ({
      userId: clash.userId,
      userName: clash.userName,
      times: clash.busy.map((busy) => formatRange(busy.startTime, busy.endTime)),
    }));
}
