import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { LockedResource } from '../../repositories/edit-lock-repository';

/** The refusals of a save for want of the edit lock: held by someone else, or no longer held. */
const lockLossReasons = new Set(['fftask.lockHeld', 'fftask.lockNotHeld']);

/**
 * Runs a save (or cancellation) under an edit lock; when it is refused because the caller's lock
 * was lost or someone else holds it, records `edit-lock.lose` before the refusal is answered.
 */
export async function recordingLockLoss<T>(
  request: FastifyRequest,
  resource: LockedResource,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof AppError && lockLossReasons.has(error.messageKey)) {
      await request.audit({
        event: 'edit-lock.lose',
        result: 'refused',
        reason: error.messageKey,
        object: resource,
      });
    }
    throw error;
  }
}

/**
 * Takes an edit lock and records `edit-lock.take`: success, or refused with `fftask.lockHeld`
 * when someone else holds it.
 */
export async function recordingLockTake<T>(
  request: FastifyRequest,
  resource: LockedResource,
  take: () => Promise<T>,
): Promise<T> {
  let taken: T;
  try {
    taken = await take();
  } catch (error) {
    if (error instanceof AppError && lockLossReasons.has(error.messageKey)) {
      await request.audit({
        event: 'edit-lock.take',
        result: 'refused',
        reason: error.messageKey,
        object: resource,
      });
    }
    throw error;
  }
  await request.audit({ event: 'edit-lock.take', result: 'success', object: resource });
  return taken;
}
