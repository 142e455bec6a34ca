import { paths } from '@/lib/paths';
const landingPaths = new Set(['/', '/wel', paths.home]);

/**
 * The in-app path to return to after sign-in, or undefined. Only same-app absolute paths pass:
 * no scheme, no host, no `//` or `/\` (which browsers read as another host), not the login page.
 */
export function safeRedirectTarget(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  if (Array.from(value).some((character) => character.charCodeAt(0) < 0x20)) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'http://portal.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'http://portal.invalid') return undefined;
  if (url.pathname === paths.login) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login`, with the path to come back to unless it is the default landing page. */
export function loginPathFor(pathname: string, search = ''): string {
  if (landingPaths.has(pathname) && search === '') return paths.login;
  const target = safeRedirectTarget(`${pathname}${search}`);
  return target ? `${paths.login}?redirect=${encodeURIComponent(target)}` : paths.login;
}
