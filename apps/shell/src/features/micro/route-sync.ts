import { canonicalAddress } from '@/lib/app-path';
import { userInputCount } from './user-input';

/** What the shell does after a sub-application's location changed. */
type RouteSyncAction =
  | { kind: 'none' }
  /** Send the app's router to the page of its tab on screen. */
  | { kind: 'push'; path: string }
  /**
   * The app went to another of its pages: the shell's address and the tab follow it, in a new
   * history entry when the user took the step (Back returns), else in place (a redirect).
   */
  | { kind: 'follow'; path: string; history: 'push' | 'replace' };

type AppLocationChange = {
  appName: string;
  /** Shell addresses with the /main base, the query and the hash, e.g. /main/other/index#/list. */
  from: string;
  to: string;
  /** Whether the app is the one on screen. */
  isShown: boolean;
  /** Where the app's own pages start, e.g. /main/newcrm. */
  baseRoute: string;
};

const none: RouteSyncAction = { kind: 'none' };

/** Whether the app's router keeps its page in the hash: its address had `#/` in it. */
const isHashAddress = (path: string) => path.includes('#/');

/** Whether a shell address is one of the app's own pages (under its base route). */
export function isWithin(baseRoute: string, path: string): boolean {
  const base = baseRoute.replace(/\/$/, '');
  return path === base || ['/', '?', '#'].some((next) => path.startsWith(`${base}${next}`));
}

/**
 * Keeps each sub-app's router and the shell's address in step (micro-app's 'pure' router mode:
 * the app's moves never reach the browser's history on their own). The shell says which page it
 * shows an app at; the app's router guard says where the app is.
 */
export function createRouteSync(userInputs: () => number = userInputCount) {
  /** Where each app is, from its router guard. */
  const locations = new Map<string, string>();
  /** The user's inputs counted at each app's last move. */
  const inputsAtMove = new Map<string, number>();
  /** Where the shell wants each app: the page of its tab last shown. */
  const wanted = new Map<string, string>();
  /** The apps seen with a hash router. */
  const hashApps = new Set<string>();
  /**
   * Where to send an app for a shell address: a hash router shown an address without hash goes
   * to its root (`#/`): a move of the path alone it does not take as one (vue-router 3 only
   * rewrites the address, its page stays).
   */
  const destinationFor = (appName: string, path: string) =>
    hashApps.has(appName) && !path.includes('#') ? `${path}#/` : path;

  return {
    /** The app's tab at `path` is on screen: answers the page to push its router to, if any. */
    show(appName: string, shown: string): string | undefined {
      const path = canonicalAddress(shown);
      wanted.set(appName, path);
      const location = locations.get(appName);
      // Not started yet: it starts at its default page, and `changed` catches it up then.
      return location !== undefined && location !== path
        ? destinationFor(appName, path)
        : undefined;
    },

    changed({
      appName,
      from: movedFrom,
      to,
      isShown,
      baseRoute,
    }: AppLocationChange): RouteSyncAction {
      if (isHashAddress(to)) hashApps.add(appName);
      const path = canonicalAddress(to);
      const from = canonicalAddress(movedFrom);
      locations.set(appName, path);
      const inputs = userInputs();
      const isUsersStep = inputsAtMove.has(appName) && inputsAtMove.get(appName) !== inputs;
      inputsAtMove.set(appName, inputs);
      const want = wanted.get(appName);
      // A hidden app that moves is brought back when its tab is shown again.
      if (!isShown || want === undefined || path === want) return none;
      // Started, or shown again: it goes to the page of the tab on screen.
      if (from === path) return { kind: 'push', path: destinationFor(appName, want) };
      // Outside its own pages the shell does not follow (the SDK's openTab and navigateShell do).
      if (!isWithin(baseRoute, path)) return none;
      wanted.set(appName, path);
      return { kind: 'follow', path, history: isUsersStep ? 'push' : 'replace' };
    },

    /** The app was unmounted: a new instance starts afresh. */
    forget(appName: string): void {
      hashApps.delete(appName);
      locations.delete(appName);
      wanted.delete(appName);
      inputsAtMove.delete(appName);
    },
  };
}
