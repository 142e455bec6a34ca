import { revokeToken } from './api/revoke-token';
import { clearSession, hasSession } from './session-store';

let isSigningOut = false;

/**
 * Whether this window is signing out itself: its session's end, told by the server meanwhile,
 * is its own doing and no news (features/session/use-session-watch.ts).
 */
export const isSigningOutHere = (): boolean => isSigningOut;

/**
 * Revokes the token on the server (best effort) and forgets the session here. `idle`: the session
 * ends for want of activity, not at the user's word.
 */
export async function signOut({ idle = false }: { idle?: boolean } = {}): Promise<void> {
  isSigningOut = true;
  try {
    await revokeAndClear(idle);
  } finally {
    isSigningOut = false;
  }
}

async function revokeAndClear(idle: boolean): Promise<void> {
  if (hasSession()) {
    try {
      await revokeToken({ idle });
    } catch {
      // Already revoked or unreachable: the local session is cleared either way.
    }
  }
  clearSession();
}
