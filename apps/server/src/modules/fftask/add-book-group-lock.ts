import type { EditLock } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { acquireLock, type LockSettings } from './edit-lock';
import { groupFor } from './group-access';

/** Takes the edit lock on a calendar group the caller may change (GET addLock). */
export async function addBookGroupLock(
  caller: Caller,
  id: number,
  settings: LockSettings,
  deps: Pick<Repositories, 'calendarBookGroups' | 'colleagues' | 'editLocks'>,
): Promise<EditLock> {
  const group = await groupFor(caller, id, 'edit', deps);
  return acquireLock({ type: 'bookGroup', id }, caller, group.version, settings, deps.editLocks);
}
