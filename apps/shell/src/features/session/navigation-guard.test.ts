import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardInput } from './navigation-guard';

const signedIn: Omit<GuardInput, 'pathname' | 'isAuth'> = {
  search: '',
  hasToken: true,
  hasUserInfo: true,
  isLocked: false,
};
const signedOut: Omit<GuardInput, 'pathname' | 'isAuth'> = {
  search: '',
  hasToken: false,
  hasUserInfo: false,
  isLocked: false,
};

describe('decideNavigation', () => {
  describe('with a token', () => {
    it('lets a signed-in user through to a route that needs sign-in', () => {
      expect(decideNavigation({ ...signedIn, pathname: '/wel/index', isAuth: true })).toEqual({
        action: 'allow',
      });
    });

    it('sends the user from the login page to the home page', () => {
      expect(decideNavigation({ ...signedIn, pathname: '/login', isAuth: false })).toEqual({
        action: 'redirect',
        to: '/',
      });
    });

    it('sends a locked session to the lock page, from anywhere', () => {
      const locked = { ...signedIn, isLocked: true };

      expect(decideNavigation({ ...locked, pathname: '/wel/index', isAuth: true })).toEqual({
        action: 'redirect',
        to: '/lock',
      });
      expect(decideNavigation({ ...locked, pathname: '/login', isAuth: false })).toEqual({
        action: 'redirect',
        to: '/lock',
      });
      expect(decideNavigation({ ...locked, pathname: '/lock', isAuth: false })).toEqual({
        action: 'allow',
      });
    });

    it('sends an unlocked session away from the lock page, home', () => {
      expect(decideNavigation({ ...signedIn, pathname: '/lock', isAuth: false })).toEqual({
        action: 'redirect',
        to: '/wel/index',
      });
    });

    it('signs out when the stored user info is missing', () => {
      expect(
        decideNavigation({ ...signedIn, hasUserInfo: false, pathname: '/wel/index', isAuth: true }),
      ).toEqual({ action: 'sign-out', to: '/login' });
    });

    it('still shows public pages when the user info is missing', () => {
      expect(
        decideNavigation({ ...signedIn, hasUserInfo: false, pathname: '/404', isAuth: false }),
      ).toEqual({ action: 'allow' });
    });
  });

  describe('without a token', () => {
    it.each(['/login', '/404', '/403', '/500', '/'])('lets the public route %s through', (path) => {
      expect(decideNavigation({ ...signedOut, pathname: path, isAuth: false })).toEqual({
        action: 'allow',
      });
    });

    it('sends a route that needs sign-in to the login page, keeping where the user was going', () => {
      expect(
        decideNavigation({ ...signedOut, pathname: '/info/index', search: '?tab=2', isAuth: true }),
      ).toEqual({ action: 'redirect', to: '/login?redirect=%2Finfo%2Findex%3Ftab%3D2' });
    });

    it("keeps a hash router's page in the way back", () => {
      expect(
        decideNavigation({
          ...signedOut,
          pathname: '/other/index',
          hash: '#/detail/42',
          isAuth: true,
        }),
      ).toEqual({ action: 'redirect', to: '/login?redirect=%2Fother%2Findex%23%2Fdetail%2F42' });
    });

    it('does not bother keeping the default landing page', () => {
      expect(decideNavigation({ ...signedOut, pathname: '/wel/index', isAuth: true })).toEqual({
        action: 'redirect',
        to: '/login',
      });
    });
  });

  describe('arriving from the portal', () => {
    it.each(['?id_token=abc', '?client_id=power'])(
      'clears what is left of a session first on /login%s',
      (search) => {
        expect(
          decideNavigation({ ...signedOut, pathname: '/login', search, isAuth: false }),
        ).toEqual({ action: 'reset-and-allow' });
      },
    );

    it('asks a signed-in user before a portal sign-in link switches user', () => {
      expect(
        decideNavigation({
          ...signedIn,
          pathname: '/login',
          search: '?id_token=abc',
          isAuth: false,
        }),
      ).toEqual({ action: 'ask-to-switch' });
    });

    it.each(['?client_id=power', '?client_id=power&x=1'])(
      'revokes a signed-in session at the server before clearing it on /login%s',
      (search) => {
        expect(
          decideNavigation({ ...signedIn, pathname: '/login', search, isAuth: false }),
        ).toEqual({ action: 'sign-out-and-allow' });
      },
    );

    it('treats another client_id as a plain visit', () => {
      expect(
        decideNavigation({
          ...signedIn,
          pathname: '/login',
          search: '?client_id=x',
          isAuth: false,
        }),
      ).toEqual({ action: 'redirect', to: '/' });
    });
  });
});
