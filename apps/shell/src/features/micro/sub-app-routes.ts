import type { SubAppEntry } from '@portal/contract';
import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * The registry entry of a sub-application route (its first path segment: /newcrm/* is
 * 'newcrm'), from /main/config.json: the registry is data (docs/sub-apps.md, "The registry").
 */
export function subAppRouteOf(
  route: string,
  registry: readonly SubAppEntry[] = getRuntimeConfig().subApps,
): SubAppEntry | undefined {
  return registry.find((entry) => entry.route === route);
}

/** The route whose app has this registry name. */
export const routeOfApp = (name: string) =>
  getRuntimeConfig().subApps.find((entry) => entry.name === name)?.route;

/** Open without signing in (spec: /blank), outside the frame. */
export const isPublicRoute = (route: string) => subAppRouteOf(route)?.public === true;
