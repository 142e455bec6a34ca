import type { SubAppReport } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { NewSubAppTiming, TimingKind } from '../../repositories/sub-app-timing-repository';
import type { RanRelease } from './ran-releases';
import { releaseOf } from './release-of';

/**
 * Samples one user's shells may give of one app in a minute: the shell sends sixty of a kind a
 * minute at most, and a re-show or a page's vitals a few a visit. Past it they are dropped: they
 * are samples of times, which a count added to another would skew.
 */
export const samplesPerUserAppMinute = 60;

export type KeepSubAppTimingsOptions = {
  userId: number;
  reports: SubAppReport[];
  /** The release each report's app ran at, as the shell said and the app published. */
  ranRelease: RanRelease;
  now: Date;
};

/** A report's sample, if it is one and carries its number. */
function sampleOf({ kind, durationMs, layoutShift }: SubAppReport): {
  kind: TimingKind;
  value: number;
} | null {
  if (kind === 'cls') return layoutShift === undefined ? null : { kind, value: layoutShift };
  if (kind === 'mount' || kind === 'reshow' || kind === 'lcp' || kind === 'inp')
    return durationMs === undefined ? null : { kind, value: durationMs };
  return null;
}

/**
 * Keeps the samples of what a user waited for (first mounts, re-shows, the LCP, INP and CLS of
 * an app's pages) with the release of the app they were of (the one the shell ran, else the
 * registry entry's), while the user's share of the minute for the app lasts (docs/sub-apps.md,
 * "What staff wait for"). An app the registry no longer names is left out. Answers how many were
 * kept.
 */
export async function keepSubAppTimings(
  { userId, reports, ranRelease, now }: KeepSubAppTimingsOptions,
  { subApps, subAppTimings }: Pick<Repositories, 'subApps' | 'subAppTimings'>,
): Promise<number> {
  const samples = reports.flatMap((report) => {
    const sample = sampleOf(report);
    return sample === null ? [] : [{ app: report.app, ran: ranRelease(report), ...sample }];
  });
  if (samples.length === 0) return 0;
  const minuteStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const apps = [...new Set(samples.map(({ app }) => app))];
  const [entries, used] = await Promise.all([
    subApps.list(),
    subAppTimings.samplesOfUserSince(userId, apps, minuteStart),
  ]);
  const rows: NewSubAppTiming[] = [];
  for (const { app, ran, kind, value } of samples) {
    const entry = entries.find(({ name }) => name === app);
    const given = used.get(app) ?? 0;
    if (entry === undefined || given >= samplesPerUserAppMinute) continue;
    used.set(app, given + 1);
    // A release's files are checked against its manifest as a pinned entry's are.
    const { release, isPinned } =
      ran === null ? releaseOf(entry) : { release: ran, isPinned: true };
    rows.push({
      received_at: now.toISOString(),
      app,
      route: entry.route,
      release,
      is_pinned: isPinned ? 1 : 0,
      kind,
      value,
      user_id: userId,
    });
  }
  await subAppTimings.insert(rows);
  return rows.length;
}
