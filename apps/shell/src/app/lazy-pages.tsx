import { lazyPage } from './lazy-page';

export const notFoundPage = lazyPage(
  () => import('@/features/errors/components/not-found-page'),
  (m) => m.NotFoundPage,
);

export const forbiddenPage = lazyPage(
  () => import('@/features/errors/components/forbidden-page'),
  (m) => m.ForbiddenPage,
);

export const serverErrorPage = lazyPage(
  () => import('@/features/errors/components/server-error-page'),
  (m) => m.ServerErrorPage,
);

export const signedInLayout = lazyPage(
  () => import('./routes/signed-in-layout'),
  (m) => m.SignedInLayout,
);

export const subAppPage = lazyPage(
  () => import('@/features/micro/components/sub-app-page'),
  (m) => m.SubAppPage,
);

export const publicAppPage = lazyPage(
  () => import('./routes/public-app-route'),
  (m) => m.PublicAppRoute,
);
