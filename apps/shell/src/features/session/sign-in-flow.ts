import { paths } from '@/lib/paths';
import type { Grant } from './api/request-token';
import type { PortalSwitch } from './components/login-page';
import { safeRedirectTarget } from './safe-redirect';
import { readUserInfo } from './session-store';
import type { SignInSteps } from './sign-in';

// Signing in and its HTTP calls load with the host's code for it, not with the login page.
const loadSignIn = () => import('./sign-in');

/** What signing in asks of the first screen it opens on. */
export type FirstScreenSteps = SignInSteps & {
  /**
   * On a fast network, resolves once the data the first paint shows has arrived, or soon after it
   * was asked for: the frame renders once, with the data, rather than with skeletons and again at
   * once. On a slow network (or before anything was asked) it resolves at once.
   */
  dataArrived: () => Promise<void>;
};

/** The host's code that signing in runs: the first screen's steps at least. */
export type SignInHostCode = {
  firstScreen: { firstScreenSteps: (target: string) => FirstScreenSteps };
};

/** What takes the user to the page signed in to: a router, or a router's `navigate`. */
export type SignInNavigator = {
  navigate: (to: string, options: { replace: boolean }) => Promise<void>;
};

export type SignInFlowOptions<Code extends SignInHostCode, Navigator extends SignInNavigator> = {
  /** Loads the host's code for signing in (the first screen's, a router's), beside sign-in's own. */
  load: () => Promise<Code>;
  /** Settles before the token is asked for: the configuration, a session to end first. */
  ready?: () => Promise<unknown>;
  /**
   * What navigates to the target, asked for as signing in starts and awaited before the token is
   * stored: a router made meanwhile must have settled its first navigation without the token.
   */
  navigator: (code: Code) => Promise<Navigator>;
  /** The target is reached and the first screen's data has arrived: the time to show it. */
  onArrived?: (code: Code, navigator: Navigator) => void;
};

export type SignInFlow<Code> = {
  /** Loads what signing in runs, once (again after a failure), while the user types. */
  prepare: () => Promise<Code>;
  /** Signs in, then goes to `target`; rejects as `signIn` does, the page showing why. */
  signIn: (grant: Grant, target: string) => Promise<void>;
};

/**
 * Signing in from a login page, whichever shows it: the bare page of the entry (`app/main.tsx`)
 * or the router's login route. The host says what it loads, when it is ready and how it navigates;
 * the steps (the token, the session stored, the first screen's data asked for on the way, the
 * target reached) are the same for both.
 */
export function createSignInFlow<Code extends SignInHostCode, Navigator extends SignInNavigator>({
  load,
  ready,
  navigator,
  onArrived,
}: SignInFlowOptions<Code, Navigator>): SignInFlow<Code> {
  type Loaded = { code: Code; signIn: Awaited<ReturnType<typeof loadSignIn>>['signIn'] };
  // Kept once loaded: signing in then sends the token request in the Enter key's own task, not
  // after the tasks in which each `import()` of a loaded module resolves (and a frame painted).
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  // Once `ready` has settled, signing in sends the token request without yielding first.
  let isReady = ready === undefined;
  const whenReady = () =>
    ready?.().then(() => {
      isReady = true;
    });
  const loadAll = (): Promise<Loaded> =>
    (loading ??= Promise.all([loadSignIn(), load()]).then(
      ([{ signIn }, code]) => (loaded = { code, signIn }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  return {
    prepare: () => {
      whenReady()?.catch(() => undefined);
      return loadAll().then(({ code }) => code);
    },
    async signIn(grant, target) {
      if (!isReady) await whenReady();
      const { code, signIn } = loaded ?? (await loadAll());
      const steps = code.firstScreen.firstScreenSteps(target);
      const navigatorReady = navigator(code);
      await signIn(grant, { ...steps, beforeTokenStored: () => navigatorReady });
      const signedInNavigator = await navigatorReady;
      await signedInNavigator.navigate(target, { replace: true });
      await steps.dataArrived();
      onArrived?.(code, signedInNavigator);
    },
  };
}

/** Where signing in goes: the address's `redirect` when it is safe, else the home page. */
export function signInTarget(query: URLSearchParams): string {
  return safeRedirectTarget(query.get('redirect')) ?? paths.home;
}

/**
 * Revokes the session of whoever is signed in at the server, then forgets it here: before a
 * sign-in that must not inherit it. Its code loads when needed, not with the login page.
 */
export function signOutFirst(): Promise<void> {
  return import('./sign-out').then(({ signOut }) => signOut());
}

/**
 * Asks before a portal `id_token` replaces whoever is signed in (the link may be another
 * person's): switching signs them out first, once `ready`; keeping them leaves the page.
 */
export function askBeforeSwitching({
  onKeep,
  ready = () => Promise.resolve(),
}: {
  onKeep: () => void;
  ready?: () => Promise<unknown>;
}): PortalSwitch {
  return {
    signedInAs: readUserInfo()?.userName ?? '',
    onSwitch: () => ready().then(signOutFirst),
    onKeep,
  };
}
