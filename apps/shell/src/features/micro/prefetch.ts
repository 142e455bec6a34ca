import type { MicroApp } from '@micro-zoe/micro-app';
import { resolveSubApp, type SubAppTarget } from './resolve-sub-app';
import { releaseSandboxLeftovers } from './sandbox-leftovers';

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

/** How often, and how long, apps let go before micro-app made them are looked for. */
const lateSweepMs = 500;
const lateSweepLimitMs = 15_000;

/**
 * Prepares apps the way micro-app's prefetch level 2 does: their HTML and styles are fetched and
 * their iframe sandbox made, none of their code run. The `<micro-app>` of the same name and url
 * then takes that instance over, so its first mount only runs the app. Prepared apps no longer
 * wanted (another firm's menu, or signed out) are let go, unless a tab has taken them over
 * meanwhile. micro-app makes the apps of one call one after the other, each once its resources
 * have loaded: one let go before it was made is let go when it appears.
 */
export function createPrefetcher(
  microApp: Pick<MicroApp, 'preFetch' | 'unmountApp' | 'getAllApps' | 'getActiveApps'>,
  {
    setInterval = (tick: () => void, ms: number) => window.setInterval(tick, ms),
    clearInterval = (timer: number) => window.clearInterval(timer),
  }: {
    setInterval?: (tick: () => void, ms: number) => number;
    clearInterval?: (timer: number) => void;
  } = {},
) {
  const prepared = new Set<string>();
  const letGo = new Set<string>();
  const isUntaken = (name: string) => !microApp.getActiveApps().includes(name);
  let sweep: number | undefined;
  let sweepEndsAt = 0;

  // A prepared app's sandbox has patched the shell's window too (sandbox-leftovers.ts).
  const destroy = (name: string) =>
    void microApp.unmountApp(name, { destroy: true }).then(
      () => releaseSandboxLeftovers(),
      () => undefined,
    );

  function destroyLetGo() {
    const made = new Set(microApp.getAllApps());
    for (const name of letGo) {
      if (!made.has(name)) continue;
      letGo.delete(name);
      if (isUntaken(name)) destroy(name);
    }
    if ((letGo.size === 0 || Date.now() >= sweepEndsAt) && sweep !== undefined) {
      clearInterval(sweep);
      sweep = undefined;
      letGo.clear();
    }
  }

  function sweepLater() {
    sweepEndsAt = Date.now() + lateSweepLimitMs;
    sweep ??= setInterval(destroyLetGo, lateSweepMs);
  }

  return {
    prefetch(targets: readonly SubAppTarget[]): void {
      const wanted = new Set(targets.map(({ appName }) => appName));
      for (const name of wanted) letGo.delete(name);
      for (const name of prepared) {
        if (wanted.has(name)) continue;
        prepared.delete(name);
        letGo.add(name);
      }
      destroyLetGo();
      if (letGo.size > 0) sweepLater();
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
      destroy(appName);
      return true;
    },
  };
}
