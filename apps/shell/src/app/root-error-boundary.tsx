import { OtherFirmPage } from '@/features/errors/components/other-firm-page';
import { otherFirmOf } from '@/features/errors/other-firm';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { AppLoading } from './app-loading';
import { serverErrorPage } from './lazy-pages';
import { useIsReloadingForNewRelease } from './new-release-reload';

const ServerErrorPage = serverErrorPage.Component;

/** A render error or a page that failed to load shows the 500 page (DESIGN §6). */
export function RootErrorBoundary() {
  const error = useRouteError();
  const isReloading = useIsReloadingForNewRelease();
  const otherFirm = otherFirmOf(error);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!otherFirm) console.error(error);
  }, [error, otherFirm]);
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
      <ServerErrorPage />
    </Suspense>
  );
}
