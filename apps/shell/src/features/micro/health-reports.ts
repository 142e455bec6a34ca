import type { SubAppReport } from '@portal/contract';
import { operationsRoutes, subAppTimingKinds } from '@portal/contract/routes';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { captureSandboxErrors } from './sandbox-errors';
import { subAppReleases } from './sub-app-releases';
import { routeOfApp } from './sub-app-routes';

/** A batch leaves this long after its first report, or at once when full. */
const sendAfterMs = 5_000;
const batchLimit = 50;
/**
 * Samples of each kind one page reports a minute at most (first mounts, re-shows, its pages'
 * vitals): they are samples of times, not counts.
 */
const samplesPerMinute = 60;
const sampleKinds: ReadonlySet<SubAppReport['kind']> = new Set(['mount', ...subAppTimingKinds]);
/** The most one report stands for (the contract's `maxReportCount`). */
const maxCount = 100_000;

let queued: SubAppReport[] = [];
let isSignedIn: () => boolean = () => false;
let timer: ReturnType<typeof setTimeout> | undefined;
let minute = { startedAt: 0, samples: new Map<SubAppReport['kind'], number>() };
let releasesRun: ReadonlyMap<string, string> = new Map();

/**
 * The release each hosted app was mounted at (its rollout's, `SubAppTarget.release`), by name:
 * its reports say they are of it, so that operations compare a canary's releases by what each
 * user ran. An app not named runs its registry entry.
 */
export function reportReleasesRun(releases: ReadonlyMap<string, string>): void {
  releasesRun = releases;
}

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
 * Adds one to the queued report of the same app, kind and release; false when there is none to
 * add to.
 */
function countIn(app: string, kind: SubAppReport['kind'], release: string | undefined): boolean {
  const same = queued.find(
    (report) =>
      report.app === app &&
      report.kind === kind &&
      report.release === release &&
      (report.count ?? 1) < maxCount,
  );
  if (same === undefined) return false;
  same.count = (same.count ?? 1) + 1;
  return true;
}

/**
 * Tells operations how a sub-application fared (docs/sub-apps.md, "Health"): its first mount,
 * a failed or timed-out load, an uncaught error, a crash; and what its users waited for (a
 * re-show, its pages' vitals: "What staff wait for"), each with the release the app runs. A batch carries one report per app and
 * kind of problem, counting every one (the first one's message and stack), so 200 errors are a
 * report of 200; samples of times go one by one, sixty of a kind a minute at most. Only while signed in (a public
 * app's page has nobody to report as). Never a token or form content: the caller passes the
 * app's name, route, a time and an error's own message and stack.
 */
export function reportSubApp(
  { app, ...report }: Omit<SubAppReport, 'at' | 'route' | 'count'>,
  now = Date.now(),
): void {
  if (!isSignedIn()) return;
  // A developer's own build is theirs to watch: its failures are not the app's (decision 0026).
  if (subAppReleases()?.[app]?.developer) return;
  const route = routeOfApp(app);
  if (route === undefined) return;
  const isSample = sampleKinds.has(report.kind);
  const release = releasesRun.get(app);
  if (!isSample && countIn(app, report.kind, release)) return;
  if (isSample) {
    if (now - minute.startedAt >= 60_000) minute = { startedAt: now, samples: new Map() };
    const taken = minute.samples.get(report.kind) ?? 0;
    if (taken >= samplesPerMinute) return;
    minute.samples.set(report.kind, taken + 1);
  }
  queued.push({
    app,
    route,
    ...report,
    ...(report.message === undefined ? {} : { message: report.message.slice(0, 1000) }),
    ...(report.stack === undefined ? {} : { stack: report.stack.slice(0, 4000) }),
    at: now,
    ...(isSample ? {} : { count: 1 }),
    ...(release === undefined ? {} : { release }),
  });
  if (queued.length >= batchLimit) send();
  else timer ??= setTimeout(send, sendAfterMs);
}

/**
 * Reports every uncaught error and rejection of an app's sandbox, however many: the local log
 * keeps a few a window, operations count them all. Answers the undo.
 */
export function reportSandboxErrors(sandbox: Window, appName: string): () => void {
  return captureSandboxErrors(sandbox, appName, ({ message, stack }) =>
    reportSubApp({ app: appName, kind: 'error', message, ...(stack ? { stack } : {}) }),
  );
}

/** For tests: forgets what was queued and counted. */
export function resetSubAppReports(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  queued = [];
  minute = { startedAt: 0, samples: new Map() };
  releasesRun = new Map();
}
