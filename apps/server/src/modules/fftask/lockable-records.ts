import type { Repositories } from '../../repositories/create-repositories';
import type { LockedResource } from '../../repositories/edit-lock-repository';
import type { Caller } from '../../plugins/app/authentication';
import { groupFor } from './group-access';
import { scheduleFor, scheduleIsCancelled } from './schedule-access';

/** A kind of record edited under a time-limited lock (DESIGN §6). */
export type LockableRecord = {
  type: LockedResource['type'];
  /**
   * The record's version, once the caller is known to be one of its editors (else 403/404). For a
   * new lock it also refuses a record that can no longer be edited.
   */
  editorVersion: (
    caller: Caller,
    id: number,
    repositories: Repositories,
    isNewLock: boolean,
  ) => Promise<number>;
};

export const scheduleRecord: LockableRecord = {
  type: 'schedule',
  editorVersion: async (caller, id, repositories, isNewLock) => {
    const schedule = await scheduleFor(caller, id, 'edit', repositories);
    if (isNewLock && schedule.status === 400) throw scheduleIsCancelled();
    return schedule.version;
  },
};

export const bookGroupRecord: LockableRecord = {
  type: 'bookGroup',
  editorVersion: async (caller, id, repositories) =>
    (await groupFor(caller, id, 'edit', repositories)).version,
};
