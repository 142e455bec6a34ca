import type { Schedule } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { ScheduleFields } from '../../repositories/schedule-repository';
import type { Caller } from '../../plugins/app/authentication';
import { explainRefusedSave } from './edit-lock';
import { assertUsersInFirm } from './users-in-firm';
import { answerSchedule, scheduleFor, scheduleIsCancelled } from './schedule-access';

export type UpdateScheduleOptions = ScheduleFields & {
  id: number;
  version: number;
  status?: 0 | 2;
  now: Date;
};

type Deps = Pick<Repositories, 'schedules' | 'calendarBooks' | 'colleagues' | 'editLocks'>;

/**
 * Saves an edit. It goes through only if the caller holds a live edit lock on the schedule and
 * sent the version it now has, checked by the UPDATE itself, so of two saves racing with one
 * version exactly one wins. A refused save writes nothing and says why.
 */
export async function updateSchedule(
  caller: Caller,
  { id, version, status, now, ...fields }: UpdateScheduleOptions,
  deps: Deps,
): Promise<Schedule> {
  const current = await scheduleFor(caller, id, 'edit', deps);
  if (current.status === 400) throw scheduleIsCancelled();
  await assertUsersInFirm(current.firmId, fields.participantIds, deps.colleagues);
  const isSaved = await deps.schedules.saveIfCurrent({
    ...fields,
    id,
    version,
    status,
    editorId: caller.userId,
    now,
  });
  if (!isSaved) {
    const latest = (await deps.schedules.findById(id)) ?? current;
    if (latest.status === 400) throw scheduleIsCancelled();
    throw await explainRefusedSave(
      { type: 'schedule', id },
      caller,
      now,
      latest,
      version,
      deps.editLocks,
    );
  }
  return answerSchedule(caller, id, deps);
}
