import { setRuntimeConfig } from '@/lib/runtime-config';
import { testRuntimeConfig } from '@/test/runtime-config';
import { beforeEach, describe, expect, it } from 'vitest';
import { noteAppOnScreen, resetAppsOnScreen } from './apps-on-screen';
import { reportOfMetric } from './page-vitals';

const shift = { entryType: 'layout-shift' } as PerformanceEntry;
const event = { entryType: 'event' } as PerformanceEntry;

const metric = (
  name: 'LCP' | 'INP' | 'CLS',
  value: number,
  navigationURL: string | undefined,
  navigationStartTime = 0,
) => ({
  name,
  value,
  entries: [name === 'CLS' ? shift : event],
  navigationURL,
  navigationStartTime,
});

beforeEach(() => {
  resetAppsOnScreen();
  setRuntimeConfig({
    ...testRuntimeConfig,
    subApps: [
      { route: 'newcrm', name: 'sub-newcrm', url: '/sub-newcrm/' },
      { route: 'credit', name: 'sub-credit', url: '/sub-credit/' },
    ],
  });
});

describe('reportOfMetric', () => {
  it('attributes a metric to the app whose page its navigation was at, while it was on screen', () => {
    noteAppOnScreen('sub-newcrm', 100)(900);
    noteAppOnScreen('sub-credit', 900);

    const page = 'http://localhost/main/newcrm/customers?tab=2';
    expect(reportOfMetric(metric('LCP', 1234.6, page))).toEqual({
      app: 'sub-newcrm',
      kind: 'lcp',
      durationMs: 1235,
    });
    expect(reportOfMetric(metric('INP', 88, page, 500))).toEqual({
      app: 'sub-newcrm',
      kind: 'inp',
      durationMs: 88,
    });
    expect(reportOfMetric(metric('CLS', 0.123, 'http://localhost/main/credit/index', 950))).toEqual(
      { app: 'sub-credit', kind: 'cls', layoutShift: 0.123 },
    );
  });

  it('counts a visit for no app that was not on screen during it, or whose page is not an app’s', () => {
    noteAppOnScreen('sub-newcrm', 100)(900);
    // Soft navigation at 1000 to the app's address, but it left the screen at 900.
    expect(
      reportOfMetric(metric('LCP', 800, 'http://localhost/main/newcrm/index', 1000)),
    ).toBeUndefined();
    // Never shown: the page loaded at its address showed the login form.
    expect(
      reportOfMetric(metric('LCP', 800, 'http://localhost/main/credit/index')),
    ).toBeUndefined();
    expect(reportOfMetric(metric('LCP', 800, 'http://localhost/main/wel/index'))).toBeUndefined();
    expect(reportOfMetric(metric('LCP', 800, undefined))).toBeUndefined();
  });

  it('takes no INP of a visit without an interaction, and bounds what it sends', () => {
    noteAppOnScreen('sub-newcrm', 0);
    const page = 'http://localhost/main/newcrm/index';
    expect(reportOfMetric({ ...metric('INP', 0, page), entries: [] })).toBeUndefined();
    expect(reportOfMetric(metric('LCP', 9_000_000, page))).toMatchObject({ durationMs: 600_000 });
    expect(reportOfMetric(metric('CLS', 5_000, page))).toMatchObject({ layoutShift: 1_000 });
    expect(reportOfMetric({ ...metric('CLS', 0, page), entries: [] })).toMatchObject({
      layoutShift: 0,
    });
  });
});
