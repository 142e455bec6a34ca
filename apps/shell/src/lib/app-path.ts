/** The router's basename: the shell is served at /main/. */
export const basename = '/main/';

/** A browser path without the /main base, as the route table and the guard see it. */
export function appPath(pathname: string): string {
  const base = basename.replace(/\/$/, '');
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/**
 * A shell address in the one form the shell keeps: a hash router's root (`#/`, or a bare `#`) is
 * its page without hash, so the menu's address and the app's root are one page, one tab.
 */
export function canonicalAddress(path: string): string {
  return path.replace(/#\/?$/, '');
}
