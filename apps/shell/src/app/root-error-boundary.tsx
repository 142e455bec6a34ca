import { Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AppLoading } from './app-loading';
import { serverErrorPage } from './lazy-pages';
import { useIsReloadingForNewRelease } from './new-release-reload';

const ServerErrorPage = serverErrorPage.Component;

/** A render error or a page that failed to load shows the 500 page (DESIGN §6). */
export function RootErrorBoundary() {
  const error = useRouteError();
  const isReloading = useIsReloadingForNewRelease();
  useEffect(() => {
    console.error(error);
  }, [error]);
  // A page of an older release missed a chunk: the new release is on its way.
  if (isReloading) return <AppLoading />;
  return (
    <Suspense fallback={<AppLoading />}>
      <ServerErrorPage />
    </Suspense>
  );
}
