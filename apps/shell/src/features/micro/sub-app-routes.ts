import { subAppRouteNames } from '@portal/contract/routes';

/** A sub-application route of spec §2 and the registry entry it mounts. */
export type SubAppRoute = {
  /** The route's first path segment: /newcrm/* is 'newcrm'. */
  route: string;
  /** The name in the sub-application registry (`subApps` of /main/config.json), if any. */
  appName: string | undefined;
  /** Only /blank is open without signing in. */
  isAuth: boolean;
};

/** Routes with no entry in the spec's registry: they say so until one is configured. */
const unregistered = new Set<string>(['newcredit']);

/** The thirty sub-application routes, in the spec's order. */
export const subAppRoutes: SubAppRoute[] = subAppRouteNames.map((route) => ({
  route,
  appName: unregistered.has(route) ? undefined : `sub-${route}`,
  isAuth: route !== 'blank',
}));

export function subAppRouteOf(route: string): SubAppRoute | undefined {
  return subAppRoutes.find((each) => each.route === route);
}
