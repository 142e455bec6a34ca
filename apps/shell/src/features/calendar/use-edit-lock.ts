import type { EditLock } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  extendEditLock,
  releaseEditLockOnExit,
  releaseEditLock,
  takeEditLock,
  type LockedResource,
} from './api/edit-locks';

export type EditLockState =
  | { status: 'idle' }
  | { status: 'acquiring' }
  /** The user holds the lock; `lock.version` is the record's version now. */
  | { status: 'held'; lock: EditLock }
  /** Someone else holds it (the server's message names them), or it could not be taken. */
  | { status: 'refused'; message: string }
  /** A renewal failed: the lock has expired or gone to someone else. */
  | { status: 'lost'; message: string };

export type EditLockOptions = {
  resource: LockedResource;
  id: number | undefined;
  /** True while the editor is open. */
  isEnabled: boolean;
};

/** Renew well before the lock runs out: a third of its life, so two renewals may fail in a row. */
export function keepAliveDelayMs(lockSeconds: number): number {
  return Math.max(1000, Math.floor((lockSeconds * 1000) / 3));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The edit lock of a schedule or calendar group (DESIGN §6): taken when the editor opens, kept
 * alive while it stays open, released when it closes, when the page is left (a hidden tab's
 * Effects are cleaned up too) and when the browser tab closes. `retry` takes it again, renewing
 * the user's own lock without releasing it first.
 */
export function useEditLock({ resource, id, isEnabled }: EditLockOptions) {
  const [attempt, setAttempt] = useState(0);
  const key = isEnabled && id !== undefined ? `${resource}:${id}:${attempt}` : undefined;
  const [result, setResult] = useState<{ key: string; state: EditLockState }>();
  const keepOnCleanup = useRef(false);

  useEffect(() => {
    if (key === undefined || id === undefined) return undefined;
    let isCurrent = true;
    let isHeld = false;
    let timer: number | undefined;
    const settle = (state: EditLockState) => {
      if (isCurrent) setResult({ key, state });
    };

    const renewLater = (lockSeconds: number) => {
      timer = window.setTimeout(() => {
        extendEditLock(resource, id).then(
          (lock) => {
            if (!isCurrent) return;
            settle({ status: 'held', lock });
            renewLater(lock.lockSeconds);
          },
          (error: unknown) => {
            isHeld = false;
            settle({ status: 'lost', message: messageOf(error) });
          },
        );
      }, keepAliveDelayMs(lockSeconds));
    };

    takeEditLock(resource, id).then(
      (lock) => {
        isHeld = true;
        if (!isCurrent) {
          // Closed while the lock was on its way: give it straight back.
          void releaseEditLock(resource, id).catch(() => undefined);
          return;
        }
        settle({ status: 'held', lock });
        renewLater(lock.lockSeconds);
      },
      (error: unknown) => settle({ status: 'refused', message: messageOf(error) }),
    );

    const onPageHide = () => {
      if (isHeld) releaseEditLockOnExit(resource, id);
    };
    window.addEventListener('pagehide', onPageHide);

    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', onPageHide);
      if (keepOnCleanup.current) keepOnCleanup.current = false;
      else if (isHeld) void releaseEditLock(resource, id).catch(() => undefined);
    };
  }, [key, resource, id]);

  const isActive = key !== undefined;
  const retry = useCallback(() => {
    if (!isActive) return;
    keepOnCleanup.current = true;
    setAttempt((count) => count + 1);
  }, [isActive]);

  const state: EditLockState =
    key === undefined
      ? { status: 'idle' }
      : result?.key === key
        ? result.state
        : { status: 'acquiring' };
  return { state, retry };
}
