import { Suspense } from 'react';
import { Outlet, redirect, type RouteObject } from 'react-router';
import { loginPathFor } from '@/features/session/safe-redirect';
import { hasSession } from '@/features/session/session-store';
import { AppLoading } from './app-loading';
import { appPath } from '@/lib/app-path';
import { getRuntimeConfig } from '@/lib/runtime-config';
import {
  forbiddenPage,
  notFoundPage,
  publicAppPage,
  serverErrorPage,
  signedInLayout,
  subAppPage,
} from './lazy-pages';
import { navigationGuard } from './navigation-guard-middleware';
import { RootErrorBoundary } from './root-error-boundary';
import { lockPage, publicPage, signedInFrame, subAppTabPage, type RouteHandle } from './route-meta';
import { LoginRoute } from './routes/login-route';
import { shellPageLoaders } from './shell-page-loaders';
import { shellPageNames, shellPages } from './shell-page-table';

/** A lazily loaded page; its loader fetches the code before the navigation commits. */
function page({
  Component,
  preload,
}: typeof notFoundPage): Pick<RouteObject, 'loader' | 'Component'> {
  return { Component, loader: preload };
}

/** A route that only redirects; its loader answers before anything renders. */
function redirectTo(path: string): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: () => redirect(path), Component: () => null };
}

function Root() {
  return (
    <Suspense fallback={<AppLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** The first screen's code and what signing in asks for it; not part of the entry. */
export const loadFirstScreen = () => import('./first-screen');

/** The id of the frame route, under which routes named by the menu are added. */
export const signedInRouteId = 'signed-in';
/** The id of the catch-all: a path only it matches may be a route named by the menu. */
export const notFoundRouteId = 'not-found';

/**
 * The registry's sub-application routes (/main/config.json): the public ones (spec: /blank) on a
 * bare page without the frame, the others as tabs of the frame.
 */
function subAppPages({ isPublic }: { isPublic: boolean }): RouteObject[] {
  return getRuntimeConfig()
    .subApps.filter((entry) => (entry.public === true) === isPublic)
    .map(({ route }) => ({
      path: `${route}/*`,
      ...(isPublic ? page(publicAppPage) : page(subAppPage)),
      handle: isPublic
        ? ({ ...publicPage, subAppRoute: route } satisfies RouteHandle)
        : subAppTabPage(route),
    }));
}

/**
 * The route table (spec §2). The login page is part of the entry; everything else loads when
 * first shown, so the first screen stays small and antd arrives only with the signed-in pages.
 */
export function createRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: Root,
      middleware: [navigationGuard(() => routes)],
      HydrateFallback: AppLoading,
      ErrorBoundary: RootErrorBoundary,
      children: [
        { index: true, ...redirectTo(shellPages.home.path), handle: publicPage },
        {
          path: 'login',
          element: <LoginRoute loadFirstScreen={loadFirstScreen} />,
          handle: publicPage,
        },
        { path: '404', ...page(notFoundPage), handle: publicPage },
        { path: '403', ...page(forbiddenPage), handle: publicPage },
        { path: '500', ...page(serverErrorPage), handle: publicPage },
        ...subAppPages({ isPublic: true }),
        {
          id: signedInRouteId,
          ...page(signedInLayout),
          handle: signedInFrame,
          children: [
            { path: 'wel', ...redirectTo(shellPages.home.path) },
            ...shellPageNames.map((name) => ({
              path: shellPages[name].path.slice(1),
              ...page(shellPageLoaders[name]),
              handle: shellPages[name].handle,
            })),
            // The frame shows the lock page over the kept tabs, so unlocking finds them as they were.
            { path: 'lock', Component: () => null, handle: lockPage },
            ...subAppPages({ isPublic: false }),
          ],
        },
        {
          path: '*',
          id: notFoundRouteId,
          // Signed in, the 404 page shows at the typed address, so a typo can be corrected there.
          // Signed out, an unknown page may be one only the menu defines: sign in, then try it.
          loader: ({ request }) => {
            if (hasSession()) return notFoundPage.preload();
            const { pathname, search, hash } = new URL(request.url);
            return redirect(loginPathFor(appPath(pathname), `${search}${hash}`));
          },
          Component: notFoundPage.Component,
          handle: publicPage,
        },
      ],
    },
  ];
  return routes;
}
