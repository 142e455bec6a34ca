import { Suspense } from 'react';
import { Outlet, redirect, type RouteObject } from 'react-router';
import { AppLoading } from './app-loading';
import {
  forbiddenPage,
  notFoundPage,
  serverErrorPage,
  signedInLayout,
  workbenchPage,
} from './lazy-pages';
import { navigationGuard } from './navigation-guard-middleware';
import { RootErrorBoundary } from './root-error-boundary';
import { publicPage, signedInFrame, tabPage } from './route-meta';
import { LoginRoute } from './routes/login-route';

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

/**
 * The route table. The login page is part of the entry; everything else loads when first shown,
 * so the first screen stays small and antd arrives only with the signed-in pages.
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
        { index: true, ...redirectTo('/wel'), handle: publicPage },
        { path: 'login', Component: LoginRoute, handle: publicPage },
        { path: '404', ...page(notFoundPage), handle: publicPage },
        { path: '403', ...page(forbiddenPage), handle: publicPage },
        { path: '500', ...page(serverErrorPage), handle: publicPage },
        {
          id: 'signed-in',
          ...page(signedInLayout),
          handle: signedInFrame,
          children: [
            {
              path: 'wel',
              children: [
                { index: true, ...redirectTo('/wel/index') },
                { path: 'index', id: 'home', ...page(workbenchPage), handle: tabPage },
              ],
            },
          ],
        },
        { path: '*', ...redirectTo('/404'), handle: publicPage },
      ],
    },
  ];
  return routes;
}
