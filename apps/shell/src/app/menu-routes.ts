import type { MenuLeaf } from '@/features/menu/menu-model';
import { hasSession } from '@/features/session/session-store';
import { createElement, lazy } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { subAppRouteOf } from '@/features/micro/sub-app-routes';
import { appPath } from '@/lib/app-path';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import type { RouteHandle } from './route-meta';
import { notFoundRouteId, signedInRouteId } from './routes';

const SubAppPage = lazy(() =>
  import('@/features/micro/components/sub-app-page').then((module) => ({
    default: module.SubAppPage,
  })),
);

/** The route of a menu entry that mounts a sub-application at a path of its own. */
function menuRoute({ node }: MenuLeaf): RouteObject {
  const handle: RouteHandle = {
    meta: { ...node.meta, title: node.label, icon: node.icon },
    subAppRoute: node.subRoute,
  };
  return {
    id: `menu-${node.id}`,
    path: node.path.replace(/^\//, ''),
    handle,
    Component: () => createElement(SubAppPage, { route: node.subRoute }),
  };
}

/**
 * Adds the routes the menu names (spec §2 dynamic menu routes) when a path only the catch-all
 * matches: a bookmarked or reloaded menu page opens instead of showing 404. The route is added
 * under the signed-in frame, so it needs a token whatever its own meta says.
 */
export const patchMenuRoutes: PatchRoutesOnNavigationFunction = async ({
  path,
  matches,
  patch,
}) => {
  if (matches.at(-1)?.route.id !== notFoundRouteId || !hasSession()) return;
  const [{ loadMenuTree }, { menuLeafAt }] = await Promise.all([
    import('./menu-access'),
    import('@/features/menu/menu-model'),
  ]);
  const tree = await loadMenuTree().catch(() => undefined);
  const leaf = tree && menuLeafAt(tree, appPath(path));
  if (!leaf?.node.subRoute) return;
  // A route added to the registry after this page loaded: read the registry again first.
  if (!subAppRouteOf(leaf.node.subRoute)) await loadRuntimeConfig().catch(() => undefined);
  patch(signedInRouteId, [menuRoute(leaf)]);
};
