import type { MicroApp } from '@micro-zoe/micro-app';
import { resolveSubApp, type SubAppTarget } from './resolve-sub-app';

/**
 * The sub-apps worth preparing before they are opened: those the menu reaches, one per app name,
 * at most `limit`. The apps the user opened most come first (`opens`, by app name), then the
 * others in menu order.
 */
export function prefetchTargets(
  subRoutes: readonly (string | undefined)[],
  registry: Parameters<typeof resolveSubApp>[1],
  {
    limit,
    isDevelopment,
    opens = {},
  }: { limit: number; isDevelopment: boolean; opens?: Readonly<Record<string, number>> },
): SubAppTarget[] {
  const byName = new Map<string, SubAppTarget>();
  const unprepared = new Set(
    registry
      .filter((entry) => entry.prefetch === false || entry.isolation === 'frame')
      .map(({ name }) => name),
  );
  for (const route of subRoutes) {
    const target = route ? resolveSubApp(route, registry, { isDevelopment }) : undefined;
    if (!target || byName.has(target.appName) || unprepared.has(target.appName)) continue;
    byName.set(target.appName, target);
  }
  const timesOpened = ({ appName }: SubAppTarget) => opens[appName] ?? 0;
  // A stable sort: equal counts keep menu order.
  return [...byName.values()]
    .sort((left, right) => timesOpened(right) - timesOpened(left))
    .slice(0, limit);
}

/**
 * Prepares apps the way micro-app's prefetch level 2 does: their HTML and styles are fetched and
 * their iframe sandbox made, none of their code run. The `<micro-app>` of the same name and url
 * then takes that instance over, so its first mount only runs the app. Prepared apps no longer
 * wanted (another firm's menu) are let go, unless a tab has taken them over meanwhile.
 */
export function createPrefetcher(
  microApp: Pick<MicroApp, 'preFetch' | 'unmountApp' | 'getAllApps' | 'getActiveApps'>,
) {
  const prepared = new Set<string>();
  const isUntaken = (name: string) => !microApp.getActiveApps().includes(name);

  return {
    prefetch(targets: readonly SubAppTarget[]): void {
      const wanted = new Set(targets.map(({ appName }) => appName));
      for (const name of prepared) {
        if (wanted.has(name)) continue;
        prepared.delete(name);
        if (isUntaken(name)) void microApp.unmountApp(name, { destroy: true });
      }
      const known = new Set(microApp.getAllApps());
      const fresh = targets.filter(({ appName }) => !known.has(appName));
      for (const { appName } of fresh) prepared.add(appName);
      if (fresh.length === 0) return;
      microApp.preFetch(
        fresh.map(({ appName, url }) => ({ name: appName, url, iframe: true, level: 2 })),
        0,
      );
    },
    /** Whether `appName` is prepared and no tab has taken it over yet. */
    isPreparing: (appName: string): boolean => prepared.has(appName) && isUntaken(appName),
    /**
     * A prepared app whose resource failed is dropped, so that opening it later loads it afresh
     * and fails, if it still does, where the user sees it. Answers whether it was one.
     */
    dropFailed(appName: string): boolean {
      if (!prepared.delete(appName) || !isUntaken(appName)) return false;
      void microApp.unmountApp(appName, { destroy: true });
      return true;
    },
  };
}
