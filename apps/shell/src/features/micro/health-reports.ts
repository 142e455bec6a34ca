import type { SubAppReport } from '@portal/contract';
import { operationsRoutes } from '@portal/contract/routes';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { routeOfApp } from './sub-app-routes';

/** A batch leaves this long after its first report, or at once when full. */
const sendAfterMs = 5_000;
const batchLimit = 50;
/** What one page reports a minute at most: an app failing in a loop must not flood the server. */
const perMinute = 60;

let queued: SubAppReport[] = [];
let isSignedIn: () => boolean = () => false;
let timer: ReturnType<typeof setTimeout> | undefined;
let minute = { startedAt: 0, count: 0 };

function send(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const reports = queued.splice(0, batchLimit);
  if (reports.length === 0) return;
  // Operations' view, not the user's: a lost batch is not worth a notice.
  void callEndpoint(operationsRoutes.reportSubApps, { body: { reports }, silent: true }).catch(
    () => undefined,
  );
}

/** Who may report: a signed-in user (the frame says how to tell, from the session). */
export function reportSubAppsWhile(check: () => boolean): void {
  isSignedIn = check;
}

/**
 * Tells operations how a sub-application fared (docs/sub-apps.md, "Health"): its first mount,
 * a failed or timed-out load, an uncaught error. Batched, a minute's share at most, and only
 * while signed in (a public app's page has nobody to report as). Never a token or form content:
 * the caller passes the app's name, route, a time and an error's own message and stack.
 */
export function reportSubApp(
  { app, ...report }: Omit<SubAppReport, 'at' | 'route'>,
  now = Date.now(),
): void {
  if (!isSignedIn()) return;
  const route = routeOfApp(app);
  if (route === undefined) return;
  if (now - minute.startedAt >= 60_000) minute = { startedAt: now, count: 0 };
  if (minute.count >= perMinute) return;
  minute.count += 1;
  queued.push({
    app,
    route,
    ...report,
    ...(report.message === undefined ? {} : { message: report.message.slice(0, 1000) }),
    ...(report.stack === undefined ? {} : { stack: report.stack.slice(0, 4000) }),
    at: now,
  });
  if (queued.length >= batchLimit) send();
  else timer ??= setTimeout(send, sendAfterMs);
}

/** For tests: forgets what was queued and counted. */
export function resetSubAppReports(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  queued = [];
  minute = { startedAt: 0, count: 0 };
}
