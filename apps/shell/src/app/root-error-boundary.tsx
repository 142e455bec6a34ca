import { Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AppLoading } from './app-loading';
import { ServerErrorPage } from './lazy-pages';

/** A render error or a page that failed to load shows the 500 page (DESIGN §6). */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Suspense fallback={<AppLoading />}>
      <ServerErrorPage />
    </Suspense>
  );
}
