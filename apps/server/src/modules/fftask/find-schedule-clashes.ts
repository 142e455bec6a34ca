import type { ScheduleClash } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { assertUsersInFirm, resolveFirm } from './resolve-firm';

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
 */
export async function findScheduleClashes(
  caller: Caller,
  options: FindClashesOptions,
  { schedules, colleagues }: Pick<Repositories, 'schedules' | 'colleagues'>,
): Promise<ScheduleClash[]> {
  const { firmId } = await resolveFirm(caller, options.firmId, colleagues);
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
