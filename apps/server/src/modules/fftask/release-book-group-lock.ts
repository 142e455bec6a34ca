import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { releaseLock } from './edit-lock';
import { groupFor } from './group-access';

/** Releases the caller's edit lock on a calendar group (GET unLock). */
export async function releaseBookGroupLock(
  caller: Caller,
  id: number,
  now: Date,
  deps: Pick<Repositories, 'calendarBookGroups' | 'colleagues' | 'editLocks'>,
): Promise<boolean> {
  await groupFor(caller, id, 'edit', deps);
  return releaseLock({ type: 'bookGroup', id }, caller, now, deps.editLocks);
}
