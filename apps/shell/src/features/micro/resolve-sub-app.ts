import type { SubAppEntry } from '@portal/contract';
import { subAppReleases, type SubAppReleases } from './sub-app-releases';
import { subAppRouteOf } from './sub-app-routes';

/** What the host needs to mount a sub-application. */
export type SubAppTarget = {
  appName: string;
  url: string;
  baseRoute: string;
  /** Run in a cross-origin frame of its own (a registry entry's `isolation: "frame"`). */
  isFramed?: boolean;
  /** A framed app receives the token only when granted. */
  grantsToken?: boolean;
  /** The release its rollout runs for this user and firm, if any: `url` is that release's. */
  release?: string;
};

/**
 * The sub-application a route mounts, from the registry of the runtime configuration: its
 * production url, or the url of the release its rollout runs for this user and firm (`releases`,
 * docs/sub-apps.md, "A team's release day"), or in development its local url. Undefined when the
 * route has no app to mount: none yet (spec: /newcredit), one turned off, or no such route.
 */
export function resolveSubApp(
  route: string,
  registry: readonly SubAppEntry[],
  {
    isDevelopment = false,
    basePath = '/main',
    releases = subAppReleases(),
  }: { isDevelopment?: boolean; basePath?: string; releases?: SubAppReleases | undefined } = {},
): SubAppTarget | undefined {
  const entry = subAppRouteOf(route, registry);
  if (!entry?.url) return undefined;
  const release = releases?.[entry.name];
  return {
    appName: entry.name,
    url: (isDevelopment ? entry.devUrl : undefined) ?? release?.url ?? entry.url,
    baseRoute: `${basePath}/${route}`,
    // A developer's own build (decision 0026) is no release.
    ...(release && !release.developer ? { release: release.version } : {}),
    ...(entry.isolation === 'frame'
      ? { isFramed: true, grantsToken: entry.grantToken === true }
      : {}),
  };
}

/** The name people know a route's app by, in `language` (else in Chinese), from the registry. */
export function subAppTitle(
  route: string,
  registry: readonly SubAppEntry[],
  language: string,
): string | undefined {
  const title = subAppRouteOf(route, registry)?.title;
  return title?.[language] ?? title?.['zh-CN'];
}
