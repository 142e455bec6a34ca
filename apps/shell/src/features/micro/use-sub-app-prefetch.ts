import { getRuntimeConfig } from '@/lib/runtime-config';
import { useEffect, useMemo } from 'react';
import { prefetchSubApps } from './micro-app-runtime';
import { prefetchTargets } from './prefetch';

/** How long the frame waits, once idle, before preparing sub-apps: the first screen comes first. */
const prefetchDelayMs = 3000;
const defaultPrefetchLimit = 12;

/**
 * Prepares the sub-apps the menu reaches (`website.subAppPrefetchLimit` of them, menu order) a
 * while after the frame has settled, so that opening one later only runs it.
 */
export function useSubAppPrefetch(subRoutes: readonly (string | undefined)[]): void {
  const { subApps, website } = getRuntimeConfig();
  const limit = website.subAppPrefetchLimit ?? defaultPrefetchLimit;
  const targets = useMemo(
    () => prefetchTargets(subRoutes, subApps, { limit, isDevelopment: import.meta.env.DEV }),
    [subRoutes, subApps, limit],
  );
  const signature = targets.map(({ appName, url }) => `${appName} ${url}`).join('\n');

  useEffect(() => {
    if (targets.length === 0) return undefined;
    let isCancelled = false;
    const prefetch = () => {
      if (!isCancelled) void prefetchSubApps(targets);
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
}
