import { createHash } from 'node:crypto';

/**
 * Where a user falls among an app's users, 0 to 99: the first four bytes of the SHA-256 of the
 * app's name and the user's id, modulo 100. Stable on every instance and at every request, so a
 * user stays on one side of a canary; the app's name in it splits each app's users differently,
 * so that the same few do not try every app's canary.
 */
export function canaryBucketOf(userId: number, app: string): number {
  return createHash('sha256').update(`${app}\n${userId}`).digest().readUInt32BE(0) % 100;
}

/** Whether a user runs an app's canary that goes to `share` percent of its users. */
export const isInCanary = (userId: number, app: string, share: number): boolean =>
  canaryBucketOf(userId, app) < share;
