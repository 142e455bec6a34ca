import type { EditLock } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { acquireLock, type LockSettings } from './edit-lock';
import type { LockableRecord } from './lockable-records';

/** Takes the edit lock on a record the caller may edit (GET addLock). */
export async function takeEditLock(
  record: LockableRecord,
  caller: Caller,
  id: number,
  settings: LockSettings,
  repositories: Repositories,
): Promise<EditLock> {
  const version = await record.editorVersion(caller, id, repositories, true);
  return acquireLock({ type: record.type, id }, caller, version, settings, repositories.editLocks);
}
