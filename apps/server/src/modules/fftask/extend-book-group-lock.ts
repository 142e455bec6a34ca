import type { EditLock } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { extendLock, type LockSettings } from './edit-lock';
import { groupFor } from './group-access';

/** Renews the caller's edit lock on a calendar group (GET extendLockTime). */
export async function extendBookGroupLock(
  caller: Caller,
  id: number,
  settings: LockSettings,
  deps: Pick<Repositories, 'calendarBookGroups' | 'colleagues' | 'editLocks'>,
): Promise<EditLock> {
  const group = await groupFor(caller, id, 'edit', deps);
  return extendLock({ type: 'bookGroup', id }, caller, group.version, settings, deps.editLocks);
}
