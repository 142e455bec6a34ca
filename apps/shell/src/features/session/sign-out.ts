import { revokeToken } from './api/revoke-token';
import { clearSession, readToken } from './session-store';

/** Revokes the token on the server (best effort) and forgets the session here. */
export async function signOut(): Promise<void> {
  if (readToken()) {
    try {
      await revokeToken();
    } catch {
      // Already revoked or unreachable: the local session is cleared either way.
    }
  }
  clearSession();
}
