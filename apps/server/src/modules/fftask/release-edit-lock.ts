import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { releaseLock } from './edit-lock';
import type { LockableRecord } from './lockable-records';

/** Releases the caller's edit lock on a record (GET unLock). */
export async function releaseEditLock(
  record: LockableRecord,
  caller: Caller,
  id: number,
  now: Date,
  repositories: Repositories,
): Promise<boolean> {
  await record.editorVersion(caller, id, repositories, false);
  return releaseLock({ type: record.type, id }, caller, now, repositories.editLocks);
}
