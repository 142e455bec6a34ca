/** The router's basename: the shell is served at /main/. */
export const basename = '/main/';

/** A browser path without the /main base, as the route table and the guard see it. */
export function appPath(pathname: string): string {
  const base = basename.replace(/\/$/, '');
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}
