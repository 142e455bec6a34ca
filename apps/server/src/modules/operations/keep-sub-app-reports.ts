import { subAppTimingKinds, type SubAppReport } from '@portal/contract';
import { deviceOf } from '../../lib/device-of';
import { errorFingerprintOf } from '../../lib/error-fingerprint';
import type { Repositories } from '../../repositories/create-repositories';
import type { NewSubAppReport, ReportKind } from '../../repositories/sub-app-report-repository';
import type { RanRelease } from './ran-releases';
import { appReleaseOf, mappedTopFrameOfFrames, type FramesOf } from './report-stacks';

/**
 * Reports one user's shells may keep as rows of their own for one app in a minute (a shell
 * batches an app's errors, so a working one sends a few). Past it, a report's count is added to
 * the user's newest report of its kind: counted, its message not kept.
 */
export const rowsPerUserAppMinute = 30;

export type KeepSubAppReportsOptions = {
  userId: number;
  reports: SubAppReport[];
  /** The reporting browser's user agent, kept as its device. */
  userAgent: string | null;
  now: Date;
  /** Maps stacks through source maps, so that errors group by their mapped top frame. */
  framesOf: FramesOf;
  /** The release each report's app ran at, as the shell said and the app published. */
  ranRelease: RanRelease;
};

/** A report of how an app fared; re-shows and page vitals are samples, kept apart. */
type HealthReport = SubAppReport & { kind: ReportKind };
const isHealthReport = (report: SubAppReport): report is HealthReport =>
  !(subAppTimingKinds as readonly string[]).includes(report.kind);

type Fold = { report: HealthReport; count: number; reports: number };

const isProblem = (report: HealthReport) => report.kind === 'error' || report.kind === 'crash';

/**
 * Each error's and crash's top frame mapped through its script's source map, where there is one
 * (none where not): the fingerprint groups by it.
 */
async function mappedTopFramesOf(
  reports: HealthReport[],
  framesOf: FramesOf,
  { subApps }: Pick<Repositories, 'subApps'>,
): Promise<Map<HealthReport, string>> {
  const withStacks = reports.filter((report) => isProblem(report) && report.stack);
  const names = [...new Set(withStacks.map(({ app }) => app))];
  const entries = new Map(
    await Promise.all(names.map(async (name) => [name, await subApps.findNamed(name)] as const)),
  );
  const mapped = await Promise.all(
    withStacks.map(async (report) => {
      const frames = await framesOf(report.stack ?? '', appReleaseOf(entries.get(report.app)));
      return [report, mappedTopFrameOfFrames(frames)] as const;
    }),
  );
  return new Map(mapped.flatMap(([report, frame]) => (frame === null ? [] : [[report, frame]])));
}

/**
 * Keeps what a user's shell saw of the sub-apps, with the user, the browser, the registry's
 * version and the app's release it ran: as rows while the user's share of the minute for the app lasts, then as counts
 * added to their rows (docs/sub-apps.md, "Health"). Answers how many of each.
 */
export async function keepSubAppReports(
  { userId, reports: sent, userAgent, now, framesOf, ranRelease }: KeepSubAppReportsOptions,
  { subApps, subAppReports }: Pick<Repositories, 'subApps' | 'subAppReports'>,
): Promise<{ kept: number; folded: number }> {
  const reports = sent.filter(isHealthReport);
  const mappedTopFrames = await mappedTopFramesOf(reports, framesOf, { subApps });
  const minuteStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const apps = [...new Set(reports.map(({ app }) => app))];
  const [rowsBefore, stamp] = await Promise.all([
    subAppReports.rowsOfUserSince(userId, apps, minuteStart),
    subApps.stamp(),
  ]);
  const browser = (deviceOf(userAgent) ?? 'unknown').slice(0, 128);
  const registryVersion = (stamp ?? 'initial').slice(0, 64);
  const rowOf = (report: HealthReport, count: number): NewSubAppReport => ({
    received_at: now.toISOString(),
    reported_at: new Date(report.at).toISOString(),
    app: report.app,
    route: report.route,
    kind: report.kind,
    duration_ms: report.kind === 'mount' ? (report.durationMs ?? null) : null,
    message: report.message ?? null,
    stack: report.stack ?? null,
    browser,
    registry_version: registryVersion,
    user_id: userId,
    count,
    fingerprint: isProblem(report)
      ? errorFingerprintOf({ ...report, mappedTopFrame: mappedTopFrames.get(report) })
      : null,
    release: ranRelease(report),
  });

  const rows: NewSubAppReport[] = [];
  const folds = new Map<string, Fold>();
  for (const report of reports) {
    const used = rowsBefore.get(report.app) ?? 0;
    const count = report.count ?? 1;
    if (used < rowsPerUserAppMinute) {
      rows.push(rowOf(report, count));
      rowsBefore.set(report.app, used + 1);
      continue;
    }
    const key = `${report.app}\n${report.kind}`;
    const fold = folds.get(key) ?? { report, count: 0, reports: 0 };
    folds.set(key, { ...fold, count: fold.count + count, reports: fold.reports + 1 });
  }
  await subAppReports.insert(rows);
  for (const { report, count } of folds.values()) {
    const isAdded = await subAppReports.addToNewest({
      userId,
      app: report.app,
      kind: report.kind,
      since: minuteStart,
      count,
    });
    if (!isAdded) await subAppReports.insert([rowOf(report, count)]);
  }
  const folded = [...folds.values()].reduce((sum, fold) => sum + fold.reports, 0);
  return { kept: rows.length, folded };
}
