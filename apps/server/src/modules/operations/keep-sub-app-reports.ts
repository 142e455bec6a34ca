import type { SubAppReport } from '@portal/contract';
import { deviceOf } from '../../lib/device-of';
import type { Repositories } from '../../repositories/create-repositories';

/** How many reports one user's shells may have kept a minute: a loop of errors stops there. */
const reportsPerMinute = 120;

/** How many of the reports a user sends now may be kept; counts them as kept. */
export type ReportAllowance = (userId: number, now: Date, sent: number) => number;

/** Counts each user's reports of the current minute, in this instance's memory. */
export function createReportAllowance(): ReportAllowance {
  const sentThisMinute = new Map<number, { minute: number; count: number }>();
  return (userId, now, sent) => {
    const minute = Math.floor(now.getTime() / 60_000);
    const before = sentThisMinute.get(userId);
    const count = before?.minute === minute ? before.count : 0;
    if (sentThisMinute.size > 10_000) sentThisMinute.clear();
    const allowed = Math.min(sent, Math.max(0, reportsPerMinute - count));
    sentThisMinute.set(userId, { minute, count: count + allowed });
    return allowed;
  };
}

export type KeepSubAppReportsOptions = {
  userId: number;
  reports: SubAppReport[];
  /** The reporting browser's user agent, kept as its device. */
  userAgent: string | null;
  now: Date;
};

/**
 * Keeps what a user's shell saw of the sub-apps, as many reports as the user's allowance of the
 * minute takes, each with the browser and the registry's version it ran. Answers how many.
 */
export async function keepSubAppReports(
  { userId, reports, userAgent, now }: KeepSubAppReportsOptions,
  allowance: ReportAllowance,
  { subApps, subAppReports }: Pick<Repositories, 'subApps' | 'subAppReports'>,
): Promise<{ kept: number }> {
  const kept = reports.slice(0, allowance(userId, now, reports.length));
  const browser = deviceOf(userAgent) ?? 'unknown';
  const registryVersion = (await subApps.stamp()) ?? 'initial';
  await subAppReports.insert(
    kept.map((report) => ({
      received_at: now.toISOString(),
      reported_at: new Date(report.at).toISOString(),
      app: report.app,
      route: report.route,
      kind: report.kind,
      duration_ms: report.kind === 'mount' ? (report.durationMs ?? null) : null,
      message: report.message ?? null,
      stack: report.stack ?? null,
      browser: browser.slice(0, 128),
      registry_version: registryVersion.slice(0, 64),
    })),
  );
  return { kept: kept.length };
}
