import { callEndpoint } from '@/lib/http/call-endpoint';
import type { LockEventRequest } from '@portal/contract';
import { upmsRoutes } from '@portal/contract/routes';

/**
 * Tells the server that the screen was locked or unlocked, or that a lock password was wrong,
 * for its audit trail. Nothing waits for it and nothing is shown if it fails: the lock holds
 * whether or not the server answers.
 */
export function recordLockEvent(event: LockEventRequest): void {
  callEndpoint(upmsRoutes.recordLockEvent, { body: event, silent: true }).catch(() => undefined);
}
