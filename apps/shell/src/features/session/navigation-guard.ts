import { loginPathFor } from './safe-redirect';
import { paths } from '@/lib/paths';

export type GuardInput = {
  /** Path inside the app, without the /main base. */
  pathname: string;
  search: string;
  /** The hash (a hash router's page inside a sub-app), kept in the way back after sign-in. */
  hash?: string;
  /** Whether the route requires sign-in (route meta `isAuth`). */
  isAuth: boolean;
  hasToken: boolean;
  hasUserInfo: boolean;
  isLocked: boolean;
};

export type GuardDecision =
  | { action: 'allow' }
  /** Clear the stored token and storage, then show the page (portal sign-in, spec §2). */
  | { action: 'reset-and-allow' }
  /** Revoke the signed-in user's token at the server, clear the session, then show the page. */
  | { action: 'sign-out-and-allow' }
  /**
   * A portal sign-in link arrived while someone is signed in (perhaps a link another person
   * made: login CSRF): show the page, which asks before it switches user.
   */
  | { action: 'ask-to-switch' }
  | { action: 'redirect'; to: string }
  /** Sign out with the "user info lost" warning, then go to `to`. */
  | { action: 'sign-out'; to: string };

/** The navigation guard of spec §2, as a pure decision. */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { pathname, search, hash = '', isAuth, hasToken, hasUserInfo, isLocked } = input;

  if (pathname === paths.login && comesFromPortal(search)) {
    if (!hasToken) return { action: 'reset-and-allow' };
    return new URLSearchParams(search).has('id_token')
      ? { action: 'ask-to-switch' }
      : { action: 'sign-out-and-allow' };
  }

  if (hasToken) {
    if (isLocked && pathname !== paths.lock) return { action: 'redirect', to: paths.lock };
    // Nothing is locked: the lock page would ask for a password no one set.
    if (!isLocked && pathname === paths.lock) return { action: 'redirect', to: paths.home };
    if (pathname === paths.login) return { action: 'redirect', to: '/' };
    if (isAuth && !hasUserInfo) return { action: 'sign-out', to: paths.login };
    return { action: 'allow' };
  }

  if (!isAuth) return { action: 'allow' };
  return { action: 'redirect', to: loginPathFor(pathname, `${search}${hash}`) };
}

function comesFromPortal(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has('id_token') || query.get('client_id') === 'power';
}
