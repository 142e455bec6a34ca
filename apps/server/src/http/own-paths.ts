/** Where the server answers itself: the shell's build and pages, and the API. */
export const shellBase = '/main';
export const apiBase = '/api';
const ownBases = [shellBase, apiBase];

/** Their first path segments (`main`, `api`). */
export const ownPathSegments: readonly string[] = ownBases.map((base) => base.slice(1));

/** Whether a path (already normalised, as `new URL` leaves it) is one the server answers itself. */
export const isOwnPath = (pathname: string): boolean =>
  ownBases.some((base) => pathname === base || pathname.startsWith(`${base}/`));
