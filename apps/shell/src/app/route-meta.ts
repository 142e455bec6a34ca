import type { RouteMeta } from '@portal/contract';

export type { RouteMeta };

/**
 * What the route table says of a route. `meta` is the one route meta of the contract, the one a
 * menu entry carries too; `subAppRoute` marks a sub-application route, open only to the users
 * whose menu reaches it.
 */
export type RouteHandle = { meta: RouteMeta; subAppRoute?: string };

/** Login, lock and error pages: public, kept alive, not tabs. */
export const publicPage: RouteHandle = { meta: { isAuth: false, keepAlive: true, isTab: false } };

/** The signed-in frame around tab pages. */
export const signedInFrame: RouteHandle = {
  meta: { isAuth: true, keepAlive: false, isTab: false },
};

/** The lock page: signed-in, not a tab. */
export const lockPage: RouteHandle = { meta: { isAuth: true, keepAlive: false, isTab: false } };

/** A signed-in page shown in a kept-alive tab, titled by a message key. */
export function tabPage(title: string, extra: Partial<RouteMeta> = {}): RouteHandle {
  return { meta: { isAuth: true, keepAlive: true, isTab: true, title, ...extra } };
}

/** A signed-in sub-application page: a kept-alive tab titled by its menu entry or its app. */
export function subAppTabPage(route: string): RouteHandle {
  return { ...tabPage(route), subAppRoute: route };
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value;
}

type Matched = readonly { route: { handle?: unknown } }[];

/** The meta of the deepest matched route that has one; unknown means signed-in only. */
export function metaOf(matches: Matched): RouteMeta {
  return handleOf(matches)?.meta ?? signedInFrame.meta;
}

export function handleOf(matches: Matched): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/**
 * Whether the route needs a signed-in user: any route inside the signed-in frame does, whatever
 * its own meta says, so a page added from the menu can never be reached without a token.
 */
export function requiresAuth(matches: Matched): boolean {
  if (matches.length === 0) return true;
  return matches.some(({ route }) => isRouteHandle(route.handle) && route.handle.meta.isAuth);
}
