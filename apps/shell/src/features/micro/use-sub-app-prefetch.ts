import { holdsDuty } from '@/lib/duty-session';
import { getRuntimeConfig } from '@/lib/runtime-config';
import type { UserInfo } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { crmQueries } from './api/crm-queries';
import { appOpensOf } from './app-opens';
import { isRunnableByPage } from './page-policy';
import { prefetchSubApps, releasePreparedApps } from './micro-app-runtime';
import { prefetchTargets } from './prefetch';
import { useSubAppReleases } from './sub-app-releases';

/** How long the frame waits, once idle, before preparing sub-apps: the first screen comes first. */
const prefetchDelayMs = 3000;
const defaultPrefetchLimit = 12;

/**
 * Prepares the sub-apps the menu reaches (`website.subAppPrefetchLimit` of them, those the user
 * opened most in this browser first, then menu order) a while after the frame has settled, so
 * that opening one later only runs it. The host's side is prepared with them: the sub-app page's
 * code, the CRM user info every app's context carries, and whatever `onPrepare` loads.
 */
export function useSubAppPrefetch(
  subRoutes: readonly (string | undefined)[],
  { userInfo, onPrepare }: { userInfo: UserInfo | undefined; onPrepare?: () => void },
): void {
  const queryClient = useQueryClient();
  const prepareHost = useRef(() => {});
  useEffect(() => {
    prepareHost.current = () => {
      onPrepare?.();
      // Preloads: what fails now loads, and reports, when it is needed.
      import('./components/sub-app-page').catch(() => undefined);
      if (userInfo) void queryClient.prefetchQuery(crmQueries.userInfo(userInfo));
    };
  }, [onPrepare, userInfo, queryClient]);
  const { subApps, website } = getRuntimeConfig();
  const limit = website.subAppPrefetchLimit ?? defaultPrefetchLimit;
  const userId = userInfo?.userId;
  const releases = useSubAppReleases();
  // The counts as they were when the menu came: opens during the session change nothing prepared.
  // A session that holds a duty prepares nothing: it runs no app (decision 0012). Nothing is
  // prepared before the firm's releases are known: an app is prepared at the release it runs.
  const targets = useMemo(
    () =>
      holdsDuty() || releases === undefined
        ? []
        : prefetchTargets(subRoutes, subApps, {
            limit,
            isDevelopment: import.meta.env.DEV,
            opens: userId === undefined ? {} : appOpensOf(userId),
          }).filter(({ url }) => isRunnableByPage(url)),
    [subRoutes, subApps, limit, userId, releases],
  );
  const signature = targets.map(({ appName, url }) => `${appName} ${url}`).join('\n');

  useEffect(() => {
    if (targets.length === 0) return undefined;
    let isCancelled = false;
    const prefetch = () => {
      if (isCancelled) return;
      prepareHost.current();
      void prefetchSubApps(targets);
    };
    // Safari has no requestIdleCallback: there the delay alone has to do.
    const timer = window.setTimeout(
      () => (window.requestIdleCallback ? window.requestIdleCallback(prefetch) : prefetch()),
      prefetchDelayMs,
    );
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the targets
  }, [signature]);
  // Signed out: what was prepared for this user's menu goes with the frame.
  useEffect(() => releasePreparedApps, []);
}
