import { Button, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { holdsDuty } from '@/lib/duty-session';
import { useRegistry } from '@/lib/runtime-config';
import { clearAppFailure, useFailedApps } from '../failed-apps';
import { resolveSubApp } from '../resolve-sub-app';
import { useSubAppReleases } from '../sub-app-releases';
import { isPublicRoute, subAppRouteOf } from '../sub-app-routes';
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
 * nothing to show: no app for the route yet (spec: /newcredit), an app an administrator turned
 * off, or an app that failed to load, with a retry. `log` is where a public app's errors go (the app layer gives the local log).
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
  const navigate = useNavigate();
  const route = givenRoute ?? pathname.split('/').find(Boolean) ?? '';
  const registry = useRegistry();
  const releases = useSubAppReleases();
  const target = useMemo(
    () => resolveSubApp(route, registry, { isDevelopment: import.meta.env.DEV, releases }),
    [route, registry, releases],
  );
  const failure = useFailedApps((state) =>
    target === undefined ? undefined : state.failed[target.appName],
  );
  const hasFailed = failure !== undefined;
  // A session that holds a duty runs no app's code, a public one's neither (decision 0012).
  const isDutySession = holdsDuty();
  const state = isDutySession
    ? 'duty'
    : target
      ? failure === 'pin-mismatch'
        ? 'pin-mismatch'
        : 'failed'
      : subAppRouteOf(route, registry)?.disabled
        ? 'disabled'
        : 'unconfigured';
  const reasons = {
    duty: 'micro.notLoadedDuty',
    failed: 'micro.notLoadedFailed',
    'pin-mismatch': 'micro.notLoadedPinMismatch',
    disabled: 'micro.notLoadedDisabled',
    unconfigured: 'micro.notLoadedUnconfigured',
  } as const;

  if (target && !hasFailed && !isDutySession) {
    if (isPublicRoute(route)) return <PublicSubApp target={target} log={log} theme={theme} />;
    return <div className="sub-app-page" data-testid="sub-app-page" data-app={target.appName} />;
  }
  return (
    <Result
      status="warning"
      title={t('micro.notLoaded')}
      subTitle={t(reasons[state])}
      extra={
        isDutySession ? (
          <Button type="primary" onClick={() => void navigate(paths.home)}>
            {t('micro.backHome')}
          </Button>
        ) : (
          target && (
            <Button type="primary" onClick={() => clearAppFailure(target.appName)}>
              {t('micro.retry')}
            </Button>
          )
        )
      }
      data-testid="sub-app-page"
      data-app={target?.appName ?? route}
      data-state={state}
    />
  );
}
