import type { EditLock } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { extendLock, type LockSettings } from './edit-lock';
import { scheduleFor } from './schedule-access';

/** Renews the caller's edit lock on a schedule (GET pcSchedule/extendLockTime). */
export async function extendScheduleLock(
  caller: Caller,
  id: number,
  settings: LockSettings,
  deps: Pick<Repositories, 'schedules' | 'calendarBooks' | 'colleagues' | 'editLocks'>,
): Promise<EditLock> {
  const schedule = await scheduleFor(caller, id, 'edit', deps);
  return extendLock({ type: 'schedule', id }, caller, schedule.version, settings, deps.editLocks);
}
