import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { releaseLock } from './edit-lock';
import { scheduleFor } from './schedule-access';

/** Releases the caller's edit lock on a schedule (GET pcSchedule/unLock). */
export async function releaseScheduleLock(
  caller: Caller,
  id: number,
  now: Date,
  deps: Pick<Repositories, 'schedules' | 'calendarBooks' | 'colleagues' | 'editLocks'>,
): Promise<boolean> {
  await scheduleFor(caller, id, 'edit', deps);
  return releaseLock({ type: 'schedule', id }, caller, now, deps.editLocks);
}
