import type { MessageKey, MessageParameters } from '../../messages/catalogue';
import { isServableUrl, isSubAppPath } from '../../plugins/app/sub-app-registry';

/** Why a release's url is refused: a message and its parameters. */
export type UrlProblem = { key: MessageKey; parameters?: MessageParameters };

const isPath = (url: string) => url.startsWith('/');

/**
 * Whether a release's url is on the origin of its registry entry's url: both paths of the portal,
 * or both absolute with one origin. That origin is what a security administrator approved for the
 * app (decision 0012's four eyes); a release elsewhere would run code of an origin nobody approved.
 */
export function isOnOriginOf(url: string, entryUrl: string): boolean {
  if (isPath(url) || isPath(entryUrl)) return isPath(url) && isPath(entryUrl);
  return (
    URL.canParse(url) && URL.canParse(entryUrl) && new URL(url).origin === new URL(entryUrl).origin
  );
}

/**
 * What is wrong with a release's url, or null: it must be a url the registry would serve (a
 * sub-app's path of the portal, or https; the demo also takes http on this machine), on the
 * origin of the entry's url, with the version as one of its path's segments, so that each
 * release has an address of its own that no later release overwrites.
 */
export function releaseUrlProblem(
  url: string,
  { entryUrl, version, isDemo }: { entryUrl: string; version: string; isDemo: boolean },
): UrlProblem | null {
  if (isPath(url) && !isSubAppPath(url)) return { key: 'registry.urlNotASubApp' };
  if (!isServableUrl(url, { demo: isDemo })) return { key: 'registry.insecureUrl' };
  if (!isOnOriginOf(url, entryUrl)) {
    return { key: 'releases.otherOrigin', parameters: { url: entryUrl } };
  }
  const { pathname } = new URL(url, 'http://portal.invalid');
  if (!pathname.split('/').includes(version)) {
    return { key: 'releases.versionNotInUrl', parameters: { version } };
  }
  return null;
}
