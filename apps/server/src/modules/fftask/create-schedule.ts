import type { Schedule } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { ScheduleFields } from '../../repositories/schedule-repository';
import type { Caller } from '../../plugins/app/authentication';
import { calendarFor } from './calendar-access';
import { assertUsersInFirm } from './users-in-firm';
import { answerSchedule } from './schedule-access';

export type CreateScheduleOptions = ScheduleFields & { calendarId: number; now: Date };

/** A new pending schedule in a calendar the caller may write, with participants of its firm. */
export async function createSchedule(
  caller: Caller,
  { calendarId, now, ...fields }: CreateScheduleOptions,
  deps: Pick<Repositories, 'schedules' | 'calendarBooks' | 'colleagues'>,
): Promise<Schedule> {
  const calendar = await calendarFor(caller, calendarId, 'write', deps);
  await assertUsersInFirm(calendar.firmId, fields.participantIds, deps.colleagues);
  const id = await deps.schedules.create({
    ...fields,
    calendarId,
    creatorId: caller.userId,
    now,
  });
  return answerSchedule(caller, id, deps);
}
