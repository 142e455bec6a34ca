import type { SubAppEntry } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { createPrefetcher, prefetchTargets } from './prefetch';
import * as sandboxLeftovers from './sandbox-leftovers';

const registry: SubAppEntry[] = ['newcrm', 'credit', 'other'].map((route) => ({
  route,
  name: `sub-${route}`,
  url: `/sub-${route}/`,
  devUrl: `http://localhost:7000/sub-${route}/`,
}));

function fakeMicroApp({ all = [] as string[], active = [] as string[] } = {}) {
  return {
    preFetch: vi.fn(),
    unmountApp: vi.fn(() => Promise.resolve(true)),
    getAllApps: vi.fn(() => all),
    getActiveApps: vi.fn(() => active),
  };
}

const target = (route: string) => ({
  appName: `sub-${route}`,
  url: `/sub-${route}/`,
  baseRoute: `/main/${route}`,
});

describe('prefetchTargets', () => {
  it('takes the menu sub-apps in order, once each, skipping routes without an app, up to the limit', () => {
    const routes = [undefined, 'credit', 'newcrm', 'credit', 'newcredit', 'other'];
    expect(
      prefetchTargets(routes, registry, { limit: 2, isDevelopment: false }).map(
        ({ appName }) => appName,
      ),
    ).toEqual(['sub-credit', 'sub-newcrm']);
    expect(prefetchTargets(routes, registry, { limit: 0, isDevelopment: false })).toEqual([]);
    expect(prefetchTargets(['other'], registry, { limit: 5, isDevelopment: true })[0]?.url).toBe(
      'http://localhost:7000/sub-other/',
    );
  });

  it('leaves out an app its registry entry keeps from being prepared', () => {
    const unprepared = registry.map((entry) =>
      entry.name === 'sub-credit' ? { ...entry, prefetch: false } : entry,
    );
    expect(
      prefetchTargets(['credit', 'other'], unprepared, { limit: 5, isDevelopment: false }).map(
        ({ appName }) => appName,
      ),
    ).toEqual(['sub-other']);
  });

  it('puts the apps the user opened most first, the others after in menu order', () => {
    const routes = ['newcrm', 'credit', 'other'];
    const names = (opens: Record<string, number>, limit = 3) =>
      prefetchTargets(routes, registry, { limit, isDevelopment: false, opens }).map(
        ({ appName }) => appName,
      );
    expect(names({ 'sub-other': 4, 'sub-credit': 1 })).toEqual([
      'sub-other',
      'sub-credit',
      'sub-newcrm',
    ]);
    expect(names({ 'sub-other': 2 }, 2)).toEqual(['sub-other', 'sub-newcrm']);
    expect(names({ 'sub-elsewhere': 9 })).toEqual(['sub-newcrm', 'sub-credit', 'sub-other']);
  });
});

describe('createPrefetcher', () => {
  it('prepares at level 2 in an iframe sandbox the apps micro-app does not know yet', () => {
    const microApp = fakeMicroApp({ all: ['sub-newcrm'] });
    createPrefetcher(microApp).prefetch([target('newcrm'), target('credit')]);
    expect(microApp.preFetch).toHaveBeenCalledWith(
      [{ name: 'sub-credit', url: '/sub-credit/', iframe: true, level: 2 }],
      0,
    );
  });

  it("lets go of prepared apps no longer wanted, their sandbox's leftovers too, but not one a tab has taken over", async () => {
    const release = vi.spyOn(sandboxLeftovers, 'releaseSandboxLeftovers');
    const microApp = fakeMicroApp();
    const prefetcher = createPrefetcher(microApp);
    prefetcher.prefetch([target('newcrm'), target('credit'), target('other')]);
    microApp.getAllApps.mockReturnValue(['sub-newcrm', 'sub-credit', 'sub-other']);
    microApp.getActiveApps.mockReturnValue(['sub-credit']);
    prefetcher.prefetch([target('other')]);
    expect(microApp.unmountApp).toHaveBeenCalledTimes(1);
    expect(microApp.unmountApp).toHaveBeenCalledWith('sub-newcrm', { destroy: true });
    expect(microApp.preFetch).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(release).toHaveBeenCalledTimes(1));
    release.mockRestore();
  });

  it('lets go of an app micro-app makes only after it was let go, as it appears', () => {
    const microApp = fakeMicroApp();
    const ticks: (() => void)[] = [];
    const clearInterval = vi.fn();
    const prefetcher = createPrefetcher(microApp, {
      setInterval: (tick: () => void) => ticks.push(tick),
      clearInterval,
    });
    prefetcher.prefetch([target('newcrm'), target('credit')]);
    microApp.getAllApps.mockReturnValue(['sub-newcrm']);

    prefetcher.prefetch([]);
    expect(microApp.unmountApp).toHaveBeenCalledExactlyOnceWith('sub-newcrm', { destroy: true });

    microApp.getAllApps.mockReturnValue(['sub-credit']);
    ticks.forEach((tick) => tick());
    expect(microApp.unmountApp).toHaveBeenLastCalledWith('sub-credit', { destroy: true });
    expect(clearInterval).toHaveBeenCalled();
  });

  it('keeps an app let go that the next menu wants again before micro-app made it', () => {
    const microApp = fakeMicroApp();
    const ticks: (() => void)[] = [];
    const prefetcher = createPrefetcher(microApp, {
      setInterval: (tick: () => void) => ticks.push(tick),
      clearInterval: vi.fn(),
    });
    prefetcher.prefetch([target('credit')]);
    prefetcher.prefetch([]);
    prefetcher.prefetch([target('credit')]);

    microApp.getAllApps.mockReturnValue(['sub-credit']);
    ticks.forEach((tick) => tick());
    expect(microApp.unmountApp).not.toHaveBeenCalled();
    expect(prefetcher.isPreparing('sub-credit')).toBe(true);
  });

  it('drops a prepared app whose resource failed, so that opening it loads it afresh', () => {
    const microApp = fakeMicroApp();
    const prefetcher = createPrefetcher(microApp);
    prefetcher.prefetch([target('newcrm'), target('credit')]);
    expect(prefetcher.isPreparing('sub-credit')).toBe(true);
    microApp.getActiveApps.mockReturnValue(['sub-credit']);
    expect(prefetcher.dropFailed('sub-newcrm')).toBe(true);
    expect(microApp.unmountApp).toHaveBeenCalledWith('sub-newcrm', { destroy: true });
    // Taken over by a tab while loading: its failure is the tab's, not a prefetch's.
    expect(prefetcher.dropFailed('sub-credit')).toBe(false);
    expect(prefetcher.dropFailed('sub-other')).toBe(false);
    expect(prefetcher.isPreparing('sub-newcrm')).toBe(false);
    expect(prefetcher.isPreparing('sub-credit')).toBe(false);
    expect(microApp.unmountApp).toHaveBeenCalledTimes(1);
  });
});
