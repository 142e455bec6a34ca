import { Spin } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { markAppFailed } from '../failed-apps';
import type { SubAppTarget } from '../resolve-sub-app';
import { SubAppLayer, type SubAppLayerProps } from './sub-app-layer';

const base = '/main';
const nothing = () => undefined;

/** Where the app's sandbox errors, a failed load and the library's messages go (the local log). */
export type PublicSubAppLog = Pick<SubAppLayerProps, 'onHostLog' | 'onSandbox'> & {
  onLoadFailure: (appName: string) => void;
};

/**
 * A sub-application open without signing in (spec §2: /blank), a bare page outside the frame:
 * it hosts the app itself, with the context of nobody (no user, no token, no buttons) in the
 * language and theme of the browser. The app moving itself moves the address; what it asks of
 * the shell is for signed-in pages, so it is not acted on here. Its errors, a failed load and the
 * library's messages go where `log` sends them, as the frame's apps' do.
 */
export function PublicSubApp({
  target,
  log,
  theme,
}: {
  target: SubAppTarget;
  log: PublicSubAppLog;
  theme: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const fullPath = `${base}${pathname}${search}${hash}`;
  const locale = i18n.language === 'en' ? 'en' : 'zh-CN';
  const [openingPage] = useState(fullPath);
  const apps = useMemo(() => [{ target, page: openingPage }], [target, openingPage]);

  const dataFor = useCallback(
    ({ baseRoute }: { baseRoute: string }) => ({
      context: {
        version: 1,
        userInfo: {},
        crmUserInfo: null,
        token: '',
        locale,
        theme,
        buttons: [],
        baseRoute,
      },
    }),
    [locale, theme],
  );
  const onLoadFailed = useCallback(
    (appName: string) => {
      void notify('error', t('micro.loadIncomplete'));
      log.onLoadFailure(appName);
      markAppFailed(appName);
    },
    [t, log],
  );
  const onNavigated = useCallback(
    (_appName: string, path: string, history: 'push' | 'replace') =>
      void navigate(path.startsWith(`${base}/`) ? path.slice(base.length) : path, {
        replace: history === 'replace',
      }),
    [navigate],
  );

  return (
    <div className="public-sub-app" data-testid="sub-app-page" data-app={target.appName}>
      <SubAppLayer
        apps={apps}
        active={{ appName: target.appName, fullPath }}
        dataFor={dataFor}
        onMessage={nothing}
        onLoadFailed={onLoadFailed}
        onHostLog={log.onHostLog}
        onNavigated={onNavigated}
        onSandbox={log.onSandbox}
        loadTimeoutMs={getRuntimeConfig().website.subAppLoadTimeoutMs}
        loading={
          <div className="sub-app-loading" role="status">
            <Spin />
            <span>{t('app.loading')}</span>
          </div>
        }
      />
    </div>
  );
}
