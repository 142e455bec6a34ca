import { Button, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { clearAppFailure, useFailedApps } from '../failed-apps';
import { resolveSubApp } from '../resolve-sub-app';
import { subAppRouteOf } from '../sub-app-routes';
import { PublicSubApp, type PublicSubAppLog } from './public-sub-app';

// The frame logs its own apps; a public app without a log given keeps its errors in the console.
const unlogged: PublicSubAppLog = {
  onHostLog: () => undefined,
  onSandbox: () => () => undefined,
  onLoadFailure: () => undefined,
};

/**
 * The page of a sub-application route. The app itself is shown by the frame's sub-app layer over
 * this page (a public route, outside the frame, hosts it here); the page says so when there is
 * nothing to show: no registry entry (spec: /newcredit) or an app that failed to load, with a
 * retry. `log` is where a public app's errors go (the app layer gives the local log).
 */
export function SubAppPage({
  route: givenRoute,
  log = unlogged,
  theme = 'theme-white',
}: {
  route?: string;
  log?: PublicSubAppLog;
  /** The theme a public app is told of (the frame tells its own apps). */
  theme?: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = givenRoute ?? pathname.split('/').find(Boolean) ?? '';
  const target = useMemo(
    () => resolveSubApp(route, getRuntimeConfig().subApps, { isDevelopment: import.meta.env.DEV }),
    [route],
  );
  const hasFailed = useFailedApps((state) => target !== undefined && state.failed[target.appName]);

  if (target && !hasFailed) {
    if (subAppRouteOf(route)?.isAuth === false)
      return <PublicSubApp target={target} log={log} theme={theme} />;
    return <div className="sub-app-page" data-testid="sub-app-page" data-app={target.appName} />;
  }
  return (
    <Result
      status="warning"
      title={t('micro.notLoaded')}
      subTitle={t(target ? 'micro.notLoadedFailed' : 'micro.notLoadedUnconfigured')}
      extra={
        target && (
          <Button type="primary" onClick={() => clearAppFailure(target.appName)}>
            {t('micro.retry')}
          </Button>
        )
      }
      data-testid="sub-app-page"
      data-app={target?.appName ?? route}
      data-state={target ? 'failed' : 'unconfigured'}
    />
  );
}
