import { splitFullPath, type Tab } from '@/features/tabs/tab';
import { moveTab, setTabDirty } from '@/features/tabs/tab-store';
import { httpSetup } from '@/lib/http/http-setup';
import { inspectResponse } from '@/lib/http/inspect-response';
import { reportDecision } from '@/lib/http/report-decision';
import { notify } from '@/lib/notify';
import { getRuntimeConfig, useRegistry } from '@/lib/runtime-config';
import { appPath, basename } from '@/lib/app-path';
import { holdsDuty } from '@/lib/duty-session';
import type { SubAppEntry, UserInfo } from '@portal/contract';
import type { HostContext } from '@portal/subapp-sdk';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { crmQueries } from '@/features/micro/api/crm-queries';
import { refreshSubApp } from '@/features/micro/app-refresh';
import { clearAppFailure, markAppFailed, useFailedApps } from '@/features/micro/failed-apps';
import { oneHostPerName, type HostedApp } from '@/features/micro/hosted-apps';
import {
  forgetOriginReload,
  isRunnableByPage,
  reloadForOrigin,
} from '@/features/micro/page-policy';
import { reportSubAppsWhile } from '@/features/micro/health-reports';
import { watchPageVitals } from '@/features/micro/page-vitals';
import type { ResourceFailure } from '@/features/micro/micro-app-runtime';
import { resolveSubApp } from '@/features/micro/resolve-sub-app';
import { useSubAppReleases } from '@/features/micro/sub-app-releases';
import { hasSession } from '@/features/session/session-store';
import { useAppTokens } from '@/features/micro/use-app-tokens';
import { useCountAppOpens } from '@/features/micro/use-count-app-opens';
import { logHostMessage, logLoadFailure, logSandboxErrors } from '../sub-app-log';
import { subAppMessageOf } from './sub-app-messages';
import { useRunningReleases } from './use-running-releases';

type Options = {
  tabs: Tab[];
  activeFullPath: string;
  activeSubAppRoute: string | undefined;
  userInfo: UserInfo | undefined;
  /** What the shell knows besides the user: it follows language, theme and firm. */
  context: Pick<HostContext, 'locale' | 'theme' | 'buttons'>;
  openPath: (path: string) => void;
  closeTabs: (tabs: Tab[], goHome: boolean) => void;
  renameTab: (fullPath: string, title: string) => void;
  /** The title a tab shows: a tab the app moves keeps it. */
  titleOf: (tab: Tab) => string;
};

const base = basename.replace(/\/$/, '');

/**
 * The app a tab mounts, opening at the tab's page. A page the menu mounts at a path of its own
 * (/report/daily for sub-other) is the app's base route there.
 */
function hostedAppOf(
  tab: Pick<Tab, 'subRoute' | 'path' | 'fullPath'>,
  isDevelopment: boolean,
  registry: readonly SubAppEntry[] = getRuntimeConfig().subApps,
): HostedApp | undefined {
  const route = tab.subRoute;
  const target = route && resolveSubApp(route, registry, { isDevelopment });
  if (!route || !target) return undefined;
  const isUnderRoute = tab.path === `/${route}` || tab.path.startsWith(`/${route}/`);
  return {
    target: isUnderRoute ? target : { ...target, baseRoute: `${base}${tab.path}` },
    page: `${base}${tab.fullPath}`,
  };
}

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

// The frame's apps are reported to operations while someone is signed in (a public app's page
// has nobody to report as).
reportSubAppsWhile(() => hasSession());
// What staff wait for on the apps' pages goes with them (docs/sub-apps.md).
watchPageVitals();

/** Everything the frame's sub-app layer needs: which apps to host, their context, their requests. */
export function useSubApps({
  tabs,
  activeFullPath,
  activeSubAppRoute,
  userInfo,
  context,
  openPath,
  closeTabs,
  renameTab,
  titleOf,
}: Options) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const failed = useFailedApps((state) => state.failed);
  const isDevelopment = import.meta.env.DEV;
  // An app an administrator turns off leaves its tabs at once (its page then says so).
  const registry = useRegistry();
  // Each app at the release its rollout runs for this user and firm.
  useRunningReleases(userInfo);
  const releases = useSubAppReleases();

  // Tabs change identity often; the hosted apps only when a sub-app tab opens, closes or moves.
  const subAppTabs: Pick<Tab, 'subRoute' | 'path' | 'fullPath'>[] = tabs.filter(
    (tab) => tab.subRoute,
  );
  // The page on screen mounts its app at once, before its tab is added.
  if (activeSubAppRoute && !tabs.some((tab) => tab.fullPath === activeFullPath)) {
    const { pathname: path } = splitFullPath(activeFullPath);
    subAppTabs.push({ subRoute: activeSubAppRoute, path, fullPath: activeFullPath });
  }
  const signature = subAppTabs.map((tab) => `${tab.subRoute} ${tab.fullPath}`).join('\n');
  const hosted = useMemo(
    () =>
      oneHostPerName(
        subAppTabs
          .map((tab) => hostedAppOf(tab, isDevelopment, registry))
          .filter((app): app is HostedApp => app !== undefined),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the tabs
    [signature, isDevelopment, registry, releases],
  );
  // A session that holds a duty runs no app's code (decision 0012): nothing is hosted. An app
  // moved to an origin this page's policy does not name waits for the page to load again. No app
  // mounts before its firm's releases are known, at a release its firm may not run.
  const runnable = useMemo(
    () =>
      holdsDuty() || releases === undefined
        ? []
        : hosted.apps.filter(
            ({ target }) =>
              !failed[target.appName] && (target.isFramed || isRunnableByPage(target.url)),
          ),
    [hosted, failed, releases],
  );
  // Each app is given a token of its own, never the shell's (decision 0015); a frame only when
  // its entry grants it.
  const appTokens = useAppTokens(
    userInfo,
    runnable
      .filter(({ target }) => !target.isFramed || target.grantsToken)
      .map(({ target }) => target.appName),
  );
  const apps = useMemo(
    () =>
      runnable.filter(
        ({ target }) =>
          (target.isFramed && !target.grantsToken) || appTokens.isReady(target.appName),
      ),
    [runnable, appTokens],
  );
  // What the user opens most is prepared first next time.
  useCountAppOpens(
    userInfo?.userId,
    apps.map(({ target }) => target.appName),
  );

  const activeName =
    activeSubAppRoute && resolveSubApp(activeSubAppRoute, registry, { isDevelopment })?.appName;
  const active = apps.some(({ target }) => target.appName === activeName)
    ? { appName: activeName as string, fullPath: `${base}${activeFullPath}` }
    : undefined;

  const crmQuery = useQuery({
    ...crmQueries.userInfo(userInfo),
    enabled: userInfo !== undefined && apps.length > 0,
  });
  const crmUserInfo = crmQuery.data ?? null;
  const dataFor = useCallback(
    ({ appName, baseRoute }: { appName: string; baseRoute: string }) => ({
      context: {
        version: 1,
        userInfo: userInfo ?? {},
        crmUserInfo,
        ...context,
        token: appTokens.tokenOf(appName),
        baseRoute,
      } satisfies HostContext,
    }),
    [userInfo, crmUserInfo, context, appTokens],
  );

  const tabsOf = useCallback(
    (appName: string) =>
      tabs.filter((tab) => hostedAppOf(tab, isDevelopment)?.target.appName === appName),
    [tabs, isDevelopment],
  );

  const onMessage = useCallback(
    (appName: string, data: unknown) => {
      const message = subAppMessageOf(data);
      if (!message) return;
      const appTabs = tabsOf(appName);
      const ownTab = appTabs.find((tab) => tab.fullPath === activeFullPath);
      // The app on screen: its one tab (maybe moved by the app a moment ago, the address not yet
      // following), else the page its tab will open at (chosen from the menu a moment ago).
      const onScreen = appTabs.length === 1 ? appTabs[0]?.fullPath : activeFullPath;
      const ownPath = ownTab?.fullPath ?? (appName === activeName ? onScreen : undefined);
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
          if (ownPath) renameTab(ownPath, message.title);
          return;
        case 'set-dirty': {
          // An app shown in one tab at a time: a save finishing in the background counts too.
          const path = ownPath ?? appTabs[0]?.fullPath;
          if (path) setTabDirty(path, message.dirty);
        }
      }
    },
    [tabsOf, activeFullPath, activeName, openPath, closeTabs, renameTab],
  );

  /** The app on screen went to another of its pages: its tab and the address follow. */
  const onNavigated = useCallback(
    (appName: string, fullPath: string, history: 'push' | 'replace') => {
      const path = appPath(fullPath);
      const ownTab = tabsOf(appName).find((tab) => tab.fullPath === activeFullPath);
      if (!ownTab || path === activeFullPath) return;
      moveTab(ownTab.fullPath, path, titleOf(ownTab));
      void navigate(path, { replace: history === 'replace' });
    },
    [tabsOf, activeFullPath, titleOf, navigate],
  );

  const onLoadFailed = useCallback(
    (appName: string, reason: ResourceFailure['reason'] = 'unreachable') => {
      if (isLeavingPage || useFailedApps.getState().failed[appName]) return;
      // Spec §8: say so, close the tab, go home, and remember the app failed.
      void notify(
        'error',
        t(reason === 'pin-mismatch' ? 'micro.pinMismatch' : 'micro.loadIncomplete'),
      );
      logLoadFailure(appName);
      markAppFailed(appName, reason);
      closeTabs(tabsOf(appName), true);
    },
    [t, tabsOf, closeTabs],
  );

  // The app on screen moved to an origin this page's policy does not name: the page loads again.
  const activeTarget = hosted.apps.find(({ target }) => target.appName === activeName)?.target;
  const activeUrl = activeTarget && !activeTarget.isFramed ? activeTarget.url : undefined;
  useEffect(() => {
    if (activeUrl === undefined || !activeName) return;
    if (isRunnableByPage(activeUrl)) forgetOriginReload();
    else if (!reloadForOrigin(activeUrl)) onLoadFailed(activeName);
  }, [activeUrl, activeName, onLoadFailed]);

  /** A tab's refresh: its app starts anew (at the tab's page), when the tab is an app's. */
  const refreshAppOf = useCallback(
    (tab: Tab) => {
      const target = hostedAppOf(tab, isDevelopment)?.target;
      if (target) void refreshSubApp(target.appName, { isFramed: target.isFramed === true });
    },
    [isDevelopment],
  );

  // A second app under a running app's name is refused (spec §4); the library's words.
  const conflicts = hosted.conflicts.map(({ target }) => target.appName).join(',');
  useEffect(() => {
    for (const name of conflicts ? conflicts.split(',') : [])
      logHostMessage({
        level: 'error',
        message: `app name conflict, an app named ${name} is running`,
      });
  }, [conflicts]);

  return {
    apps,
    active,
    dataFor,
    onMessage,
    onLoadFailed,
    onHostLog: logHostMessage,
    onNavigated,
    onSandbox: logSandboxErrors,
    retry: clearAppFailure,
    refreshAppOf,
  };
}
