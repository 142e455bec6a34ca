import type { SubAppReport } from '@portal/contract';
import type { MetricType } from 'web-vitals';
import { appPath } from '@/lib/app-path';
import { wasAppOnScreenSince } from './apps-on-screen';
import { reportSubApp } from './health-reports';
import { subAppRouteOf } from './sub-app-routes';

/** The most a time the contract takes, in milliseconds. */
const maxDurationMs = 600_000;

type PageMetric = Pick<MetricType, 'name' | 'value' | 'navigationURL' | 'navigationStartTime'> & {
  entries: readonly unknown[];
};

/** The registry name of the app whose page the address is, if it is one. */
function appOfAddress(url: string): string | undefined {
  const route = appPath(new URL(url, window.location.href).pathname).split('/')[1];
  return route ? subAppRouteOf(route)?.name : undefined;
}

/**
 * The report a page's metric makes, attributed to the app of its page (docs/sub-apps.md, "What
 * staff wait for"). A metric is of one navigation: the page load, or a later step in the shell
 * (the browser's soft navigation: a press that changed the address and painted). It counts for
 * the app whose page that navigation was at, when that app was on screen during it: a page
 * loaded at an app's address and shown the login form first is not the app's. An INP of a visit
 * without an interaction is no sample. Undefined: no app's.
 */
export function reportOfMetric(
  metric: PageMetric,
): Omit<SubAppReport, 'at' | 'route' | 'count'> | undefined {
  if (metric.navigationURL === undefined) return undefined;
  const app = appOfAddress(metric.navigationURL);
  if (app === undefined || !wasAppOnScreenSince(app, metric.navigationStartTime ?? 0))
    return undefined;
  if (metric.name === 'CLS')
    return { app, kind: 'cls', layoutShift: Math.min(metric.value, 1_000) };
  if (metric.name === 'INP' && metric.entries.length === 0) return undefined;
  if (metric.name !== 'LCP' && metric.name !== 'INP') return undefined;
  const durationMs = Math.min(Math.round(metric.value), maxDurationMs);
  return { app, kind: metric.name === 'LCP' ? 'lcp' : 'inp', durationMs };
}

let isWatching = false;

/**
 * Measures the Core Web Vitals of the shell's pages with `web-vitals` (LCP, INP, CLS), once per
 * navigation, the shell's own steps among them where the browser tells them apart (Chromium
 * 151+; elsewhere once per page load), and reports each to the app of its page. The library is
 * fetched when idle: its observers read the entries the browser buffered before.
 */
export function watchPageVitals(): void {
  if (isWatching) return;
  isWatching = true;
  const report = (metric: MetricType) => {
    const sample = reportOfMetric(metric);
    if (sample) reportSubApp(sample);
  };
  void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    for (const watch of [onCLS, onINP, onLCP]) watch(report, { reportSoftNavs: true });
  });
}
