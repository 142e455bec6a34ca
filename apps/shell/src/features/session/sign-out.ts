import { revokeToken } from './api/revoke-token';
import { clearSession, hasSession } from './session-store';

let isSigningOut = false;

/**
 * Whether this window is signing out itself: its session's end, told by the server meanwhile,
 * is its own doing and no news (features/session/use-session-watch.ts).
 */
export const isSigningOutHere = (): boolean => isSigningOut;

/** Revokes the token on the server (best effort) and forgets the session here. */
export async function signOut(): Promise<void> {
  isSigningOut = true;
  try {
    await revokeAndClear();
  } finally {
    isSigningOut = false;
  }
}

async function revokeAndClear(): Promise<void> {
  if (hasSession()) {
    try {
      await revokeToken();
    } catch {
      // Already revoked or unreachable: the local session is cleared either way.
    }
  }
  clearSession();
}
