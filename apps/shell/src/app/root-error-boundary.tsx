import { OtherFirmPage } from '@/features/errors/components/other-firm-page';
import { otherFirmOf } from '@/features/errors/other-firm';
import { Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { AppLoading } from './app-loading';
import { forbiddenPage, serverErrorPage } from './lazy-pages';
import { useIsReloadingForNewRelease } from './new-release-reload';

const ServerErrorPage = serverErrorPage.Component;
const ForbiddenPage = forbiddenPage.Component;

/**
 * A page the guard refused shows the 403 page, a render error or a page that failed to load the
 * 500 page (DESIGN §6), each at the address asked for.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const isReloading = useIsReloadingForNewRelease();
  const otherFirm = otherFirmOf(error);
  const isRefused = isRouteErrorResponse(error) && error.status === 403;
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!isRefused) console.error(error);
  }, [error, isRefused]);
  if (otherFirm) {
    const onSwitch = async () => {
      const { switchToPageFirm } = await import('./switch-to-page-firm');
      await switchToPageFirm(otherFirm);
      await navigate(`${pathname}${search}${hash}`, { replace: true });
    };
    return <OtherFirmPage firm={otherFirm} onSwitch={onSwitch} />;
  }
  // A page of an older release missed a chunk: the new release is on its way.
  if (isReloading) return <AppLoading />;
  return (
    <Suspense fallback={<AppLoading />}>
      {isRefused ? <ForbiddenPage /> : <ServerErrorPage />}
    </Suspense>
  );
}
