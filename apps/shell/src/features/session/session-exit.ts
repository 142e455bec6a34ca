import { getRuntimeConfig } from '@/lib/runtime-config';
import { readSignInMethod } from './session-store';

/**
 * Where the user goes when the session ends (log out, a 401, idle expiry): back to the group
 * portal for a user who came from it, else undefined for the login page. Read it before the
 * session is cleared.
 */
export function portalReturnUrl(): string | undefined {
  return readSignInMethod() === 'portal' ? getRuntimeConfig().api.portal : undefined;
}
