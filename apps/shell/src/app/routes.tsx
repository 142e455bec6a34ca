import { Suspense } from 'react';
import { Outlet, redirect, type RouteObject } from 'react-router';
import { AppLoading } from './app-loading';
import {
  ForbiddenPage,
  NotFoundPage,
  ServerErrorPage,
  SignedInLayout,
  WorkbenchRoute,
} from './lazy-pages';
import { navigationGuard } from './navigation-guard-middleware';
import { RootErrorBoundary } from './root-error-boundary';
import { publicPage, signedInFrame, tabPage } from './route-meta';
import { LoginRoute } from './routes/login-route';

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
        { path: '404', Component: NotFoundPage, handle: publicPage },
        { path: '403', Component: ForbiddenPage, handle: publicPage },
        { path: '500', Component: ServerErrorPage, handle: publicPage },
        {
          id: 'signed-in',
          Component: SignedInLayout,
          handle: signedInFrame,
          children: [
            {
              path: 'wel',
              children: [
                { index: true, ...redirectTo('/wel/index') },
                { path: 'index', id: 'home', Component: WorkbenchRoute, handle: tabPage },
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
