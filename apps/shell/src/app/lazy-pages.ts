import { lazy } from 'react';

// React.lazy rather than route `lazy`: the router fetches a route's `lazy` chunk while the guard
// runs, so a newcomer sent to /login would still download antd. These load only when rendered.

export const NotFoundPage = lazy(() =>
  import('@/features/errors/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

export const ForbiddenPage = lazy(() =>
  import('@/features/errors/components/forbidden-page').then((m) => ({
    default: m.ForbiddenPage,
  })),
);

export const ServerErrorPage = lazy(() =>
  import('@/features/errors/components/server-error-page').then((m) => ({
    default: m.ServerErrorPage,
  })),
);

export const SignedInLayout = lazy(() =>
  import('./routes/signed-in-layout').then((m) => ({ default: m.SignedInLayout })),
);

export const WorkbenchRoute = lazy(() =>
  import('./routes/workbench-route').then((m) => ({ default: m.WorkbenchRoute })),
);
