import { resultCode, type EditLock } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { EditLockRepository, LockedResource } from '../../repositories/edit-lock-repository';
import type { Caller } from '../../plugins/app/authentication';
import { clockTime } from './calendar-time';

export type LockSettings = { now: Date; lockSeconds: number };

type Holder = { holderName: string; expiresAt: string };

export const lockHeldBy = (holder: Holder) =>
  new AppError(409, resultCode.failure, 'fftask.lockHeld', {
    name: holder.holderName,
    until: clockTime(holder.expiresAt),
  });

export const lockNotHeld = () => new AppError(409, resultCode.failure, 'fftask.lockNotHeld');

async function describe(
  resource: LockedResource,
  caller: Caller,
  lockSeconds: number,
  version: number,
  editLocks: EditLockRepository,
): Promise<EditLock> {
  const lock = await editLocks.find(resource);
  if (!lock || lock.holderId !== caller.userId) throw lockNotHeld();
  return {
    resourceType: resource.type,
    resourceId: resource.id,
    holder: { userId: lock.holderId, userName: lock.holderName },
    acquiredAt: lock.acquiredAt,
    expiresAt: lock.expiresAt,
    lockSeconds,
    version,
  };
}

/**
 * Takes the edit lock for the caller: a free resource by insert (the unique key lets one of
 * many racing inserts win), an expired lock by one conditional UPDATE, the caller's own lock by
 * renewing it. 409 naming the holder when someone else holds a live lock.
 */
export async function acquireLock(
  resource: LockedResource,
  caller: Caller,
  version: number,
  { now, lockSeconds }: LockSettings,
  editLocks: EditLockRepository,
): Promise<EditLock> {
  const terms = {
    holderId: caller.userId,
    now,
    expiresAt: new Date(now.getTime() + lockSeconds * 1000),
  };
  // A lock released between the two statements leaves nothing to update: try again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const isTaken =
      (await editLocks.insertIfFree(resource, terms)) ||
      (await editLocks.takeOverIfExpired(resource, terms));
    if (isTaken) return describe(resource, caller, lockSeconds, version, editLocks);
    const holder = await editLocks.find(resource);
    if (holder) throw lockHeldBy(holder);
  }
  throw lockNotHeld();
}

/** Renews the caller's own lock for another full period; 409 if someone else has it. */
export async function extendLock(
  resource: LockedResource,
  caller: Caller,
  version: number,
  { now, lockSeconds }: LockSettings,
  editLocks: EditLockRepository,
): Promise<EditLock> {
  const expiresAt = new Date(now.getTime() + lockSeconds * 1000);
  const isExtended = await editLocks.extend(resource, { holderId: caller.userId, now, expiresAt });
  if (!isExtended) {
    const holder = await editLocks.find(resource);
    if (holder && Date.parse(holder.expiresAt) > now.getTime()) throw lockHeldBy(holder);
    throw lockNotHeld();
  }
  return describe(resource, caller, lockSeconds, version, editLocks);
}

/**
 * Releases the caller's lock. Releasing a lock nobody holds is a no-op (true); someone else's
 * live lock is theirs to release (409); an expired one of someone else's is left to be taken.
 */
export async function releaseLock(
  resource: LockedResource,
  caller: Caller,
  now: Date,
  editLocks: EditLockRepository,
): Promise<boolean> {
  if (await editLocks.release(resource, caller.userId)) return true;
  const holder = await editLocks.find(resource);
  if (holder && Date.parse(holder.expiresAt) > now.getTime()) throw lockHeldBy(holder);
  return true;
}

/** Why a conditional save changed nothing: someone else's lock, no lock, or a newer version. */
export async function explainRefusedSave(
  resource: LockedResource,
  caller: Caller,
  now: Date,
  current: { version: number; updatedByName: string | null },
  sentVersion: number,
  editLocks: EditLockRepository,
): Promise<AppError> {
  if (current.version !== sentVersion) {
    return new AppError(409, resultCode.failure, 'fftask.versionStale', {
      name: current.updatedByName ?? '?',
      version: current.version,
    });
  }
  const holder = await editLocks.find(resource);
  if (holder && holder.holderId !== caller.userId && Date.parse(holder.expiresAt) > now.getTime()) {
    return lockHeldBy(holder);
  }
  return lockNotHeld();
}
