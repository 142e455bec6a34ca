import type { EditLock } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { extendLock, type LockSettings } from './edit-lock';
import type { LockableRecord } from './lockable-records';

/** Renews the caller's edit lock on a record (GET extendLockTime). */
export async function extendEditLock(
  record: LockableRecord,
  caller: Caller,
  id: number,
  settings: LockSettings,
  repositories: Repositories,
): Promise<EditLock> {
  const version = await record.editorVersion(caller, id, repositories, false);
  return extendLock({ type: record.type, id }, caller, version, settings, repositories.editLocks);
}
