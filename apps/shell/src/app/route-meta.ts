/** What a route needs and how the shell treats it (spec §2); drives the guard, tabs and keep-alive. */
export type RouteMeta = {
  /** Only signed-in users may open it. */
  isAuth: boolean;
  /** Kept mounted when the user leaves it. */
  keepAlive: boolean;
  /** Opens as a tab in the tab strip. */
  isTab: boolean;
};

export type RouteHandle = { meta: RouteMeta };

/** Login, lock and error pages: public, kept alive, not tabs. */
export const publicPage: RouteHandle = { meta: { isAuth: false, keepAlive: true, isTab: false } };

/** A signed-in page shown in a tab. */
export const tabPage: RouteHandle = { meta: { isAuth: true, keepAlive: true, isTab: true } };

/** The signed-in frame around tab pages. */
export const signedInFrame: RouteHandle = {
  meta: { isAuth: true, keepAlive: false, isTab: false },
};

/** The meta of the deepest matched route that has one; unknown means signed-in only. */
export function metaOf(matches: readonly { route: { handle?: unknown } }[]): RouteMeta {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle;
    if (isRouteHandle(handle)) return handle.meta;
  }
  return signedInFrame.meta;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value;
}
