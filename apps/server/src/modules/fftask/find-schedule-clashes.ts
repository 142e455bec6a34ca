import type { ScheduleClash } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { scheduleFor } from './schedule-access';
import { assertUsersInFirm } from './users-in-firm';

export type FindClashesOptions = {
  startTime: string;
  endTime: string;
  participantIds: number[];
  firmId?: number;
  excludeScheduleId?: number;
};

/**
 * Which of the people are already busy in [startTime, endTime): schedules of the firm, not
 * cancelled, that they created or attend. Only the busy times are answered, not what they are.
 * A schedule to leave out must be one the caller may see.
 */
export async function findScheduleClashes(
  caller: Caller,
  options: FindClashesOptions,
  deps: Pick<Repositories, 'schedules' | 'calendarBooks' | 'colleagues'>,
): Promise<ScheduleClash[]> {
  const { schedules, colleagues } = deps;
  const { firmId } = await caller.firm(options.firmId);
  // The schedule being edited, left out of the busy times: one the caller may see (else 404).
  if (options.excludeScheduleId !== undefined) {
    await scheduleFor(caller, options.excludeScheduleId, 'read', deps);
  }
  const people = [...new Set(options.participantIds)];
  await assertUsersInFirm(firmId, people, colleagues);
  const busy = await schedules.listBusy({
    firmId,
    userIds: people,
    start: options.startTime,
    end: options.endTime,
    excludeId: options.excludeScheduleId,
  });
  const names = new Map((await colleagues.findMany(firmId, people)).map((c) => [c.userId, c]));
  return people.flatMap((userId) => {
    const times = busy.filter((row) => row.userId === userId);
    if (times.length === 0) return [];
    const unique = [...new Map(times.map((row) => [row.id, row])).values()];
    return [
      {
        userId,
        userName: names.get(userId)?.userName ?? '',
        busy: unique.map(({ startTime, endTime }) => ({ startTime, endTime })),
      },
    ];
  });
}
