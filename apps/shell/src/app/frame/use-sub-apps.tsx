import { addLogEntry } from '@/features/logs/log-store';
import { clearAppFailure, markAppFailed, useFailedApps } from '@/features/micro/failed-apps';
import type { HostLog } from '@/features/micro/micro-app-runtime';
import { resolveSubApp, type SubAppTarget } from '@/features/micro/resolve-sub-app';
import type { Tab } from '@/features/tabs/tab';
import { httpSetup } from '@/lib/http/http-setup';
import { inspectResponse } from '@/lib/http/inspect-response';
import { reportDecision } from '@/lib/http/report-decision';
import { notify } from '@/lib/notify';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { basename } from '../app-path';
import { subAppMessageOf } from './sub-app-messages';

export type SubAppHostContext = {
  version: 1;
  userInfo: Record<string, unknown>;
  crmUserInfo: Record<string, unknown> | null;
  token: string;
  locale: 'zh-CN' | 'en';
  theme: string;
  buttons: string[];
  baseRoute: string;
};

type Options = {
  tabs: Tab[];
  activeFullPath: string;
  activeSubAppRoute: string | undefined;
  context: Omit<SubAppHostContext, 'baseRoute' | 'version'>;
  openPath: (path: string) => void;
  closeTabs: (tabs: Tab[], goHome: boolean) => void;
  renameTab: (fullPath: string, title: string) => void;
};

const routeOf = (tab: Tab) => tab.subRoute || undefined;

// A load cut short because the page is going away (reload, another address) is no failure.
let isLeavingPage = false;
for (const event of ['beforeunload', 'pagehide']) {
  window.addEventListener(event, () => {
    isLeavingPage = true;
  });
}
window.addEventListener('pageshow', () => {
  isLeavingPage = false;
});

/** Everything the frame's sub-app layer needs: which apps to host, their context, their requests. */
export function useSubApps({
  tabs,
  activeFullPath,
  activeSubAppRoute,
  context,
  openPath,
  closeTabs,
  renameTab,
}: Options) {
  const { t } = useTranslation();
  const registry = getRuntimeConfig().subApps;
  const failed = useFailedApps((state) => state.failed);
  const isDevelopment = import.meta.env.DEV;
  const targetOf = useCallback(
    (route: string | undefined) =>
      route ? resolveSubApp(route, registry, { isDevelopment }) : undefined,
    [registry, isDevelopment],
  );

  const routes = [...new Set(tabs.map(routeOf).filter((route) => route !== undefined))].join(',');
  const apps = useMemo(
    () =>
      routes
        .split(',')
        .map(targetOf)
        .filter(
          (target): target is SubAppTarget => target !== undefined && !failed[target.appName],
        ),
    [routes, targetOf, failed],
  );

  const activeTarget = targetOf(activeSubAppRoute);
  const active =
    activeTarget && !failed[activeTarget.appName]
      ? {
          appName: activeTarget.appName,
          fullPath: `${basename.replace(/\/$/, '')}${activeFullPath}`,
        }
      : undefined;

  const dataFor = useCallback(
    (target: SubAppTarget) => ({
      context: { version: 1, ...context, baseRoute: target.baseRoute } satisfies SubAppHostContext,
    }),
    [context],
  );

  const tabsOf = useCallback(
    (appName: string) => tabs.filter((tab) => targetOf(routeOf(tab))?.appName === appName),
    [tabs, targetOf],
  );

  const onMessage = useCallback(
    (appName: string, data: unknown) => {
      const message = subAppMessageOf(data);
      if (!message) return;
      const ownTab = tabsOf(appName).find((tab) => tab.fullPath === activeFullPath);
      switch (message.type) {
        case 'report': {
          const decision = inspectResponse({
            status: message.status,
            body: { code: message.code, msg: message.message ?? '', data: null },
          });
          if (decision.outcome === 'reject') {
            reportDecision(
              decision,
              { url: `micro-app ${appName}`, method: 'report' },
              httpSetup(),
            );
          }
          return;
        }
        case 'open-tab':
        case 'navigate':
          openPath(message.path);
          return;
        case 'close-self':
          if (ownTab) closeTabs([ownTab], false);
          return;
        case 'set-title':
          if (ownTab) renameTab(ownTab.fullPath, message.title);
      }
    },
    [tabsOf, activeFullPath, openPath, closeTabs, renameTab],
  );

  const onLoadFailed = useCallback(
    (appName: string) => {
      if (isLeavingPage) return;
      // Spec §8: say so, close the tab, go home, and remember the app failed.
      void notify('error', t('micro.loadIncomplete'));
      addLogEntry({
        url: window.location.href,
        time: Date.now(),
        type: 'micro-app',
        message: t('micro.loadIncomplete'),
        info: appName,
      });
      markAppFailed(appName);
      closeTabs(tabsOf(appName), true);
    },
    [t, tabsOf, closeTabs],
  );

  const onHostLog = useCallback((entry: HostLog) => {
    addLogEntry({
      url: window.location.href,
      time: Date.now(),
      type: 'micro-app',
      message: entry.message,
      info: entry.level,
    });
  }, []);

  return { apps, active, dataFor, onMessage, onLoadFailed, onHostLog, retry: clearAppFailure };
}
