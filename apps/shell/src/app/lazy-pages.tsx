import { lazy, type ComponentType } from 'react';

/**
 * A page whose code loads on demand. React.lazy rather than the route's `lazy`: the router fetches
 * `lazy` chunks while the guard runs, so a newcomer sent to /login would still download antd.
 * `preload` is for route loaders, which run only once the guard let the navigation through; once
 * it has run, the page renders at once instead of suspending for a tick.
 */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  let Loaded: ComponentType | undefined;
  const Lazy = lazy(async () => {
    Loaded ??= pick(await load());
    return { default: Loaded };
  });
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return {
    Component: Page,
    preload: async () => {
      Loaded ??= pick(await load());
      return null;
    },
  };
}

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

export const workbenchPage = lazyPage(
  () => import('./routes/workbench-route'),
  (m) => m.WorkbenchRoute,
);

export const settingsPage = lazyPage(
  () => import('./routes/settings-route'),
  (m) => m.SettingsRoute,
);

export const iframePage = lazyPage(
  () => import('./routes/iframe-route'),
  (m) => m.IframeRoute,
);

export const welBacklogPage = lazyPage(
  () => import('./routes/wel-backlog-route'),
  (m) => m.WelBacklogRoute,
);

export const welMessagePage = lazyPage(
  () => import('./routes/wel-message-route'),
  (m) => m.WelMessageRoute,
);

export const welNoticePage = lazyPage(
  () => import('./routes/wel-notice-route'),
  (m) => m.WelNoticeRoute,
);

export const welCalendarPage = lazyPage(
  () => import('./routes/wel-calendar-route'),
  (m) => m.WelCalendarRoute,
);

export const subAppPage = lazyPage(
  () => import('@/features/micro/components/sub-app-page'),
  (m) => m.SubAppPage,
);

export const blankPage = lazyPage(
  () => import('./routes/blank-route'),
  (m) => m.BlankRoute,
);
