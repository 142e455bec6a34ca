import type { EditLock } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { acquireLock, type LockSettings } from './edit-lock';
import { scheduleFor, scheduleIsCancelled } from './schedule-access';

/** Takes the edit lock on a schedule the caller may edit (GET pcSchedule/addLock). */
export async function addScheduleLock(
  caller: Caller,
  id: number,
  settings: LockSettings,
  deps: Pick<Repositories, 'schedules' | 'calendarBooks' | 'colleagues' | 'editLocks'>,
): Promise<EditLock> {
  const schedule = await scheduleFor(caller, id, 'edit', deps);
  if (schedule.status === 400) throw scheduleIsCancelled();
  return acquireLock({ type: 'schedule', id }, caller, schedule.version, settings, deps.editLocks);
}
