import type { Schedule } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { lockHeldBy } from './edit-lock';
import { answerSchedule, scheduleFor, scheduleIsCancelled } from './schedule-access';

type Deps = Pick<Repositories, 'schedules' | 'calendarBooks' | 'colleagues' | 'editLocks'>;

/**
 * Cancels a schedule (status 400) for its creator or calendar owner. Not while someone else is
 * editing it (their save would otherwise undo the cancellation); cancelling twice is refused.
 */
export async function cancelSchedule(
  caller: Caller,
  { id, now }: { id: number; now: Date },
  deps: Deps,
): Promise<Schedule> {
  const current = await scheduleFor(caller, id, 'cancel', deps);
  if (current.status === 400) throw scheduleIsCancelled();
  if (!(await deps.schedules.cancelIfFree(id, caller.userId, now))) {
    const holder = await deps.editLocks.find({ type: 'schedule', id });
    if (holder && holder.holderId !== caller.userId) throw lockHeldBy(holder);
    throw scheduleIsCancelled();
  }
  await deps.editLocks.release({ type: 'schedule', id }, caller.userId);
  return answerSchedule(caller, id, deps);
}
