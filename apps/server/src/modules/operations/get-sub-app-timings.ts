import {
  timingBudgets,
  type SubAppTiming,
  type SubAppTimingsAnswer,
  type TimingMeasure,
} from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { TimingKind } from '../../repositories/sub-app-timing-repository';

export type GetSubAppTimingsOptions = {
  /** Samples received in the last `days` days count. */
  days: number;
  now: Date;
};

const measureOf: Record<TimingKind, TimingMeasure> = {
  mount: 'firstMount',
  reshow: 'reshow',
  lcp: 'lcp',
  inp: 'inp',
  cls: 'cls',
};

const noSample = { p75: null, count: 0 };

/** The largest of the row's p75s over their budgets: how far it makes staff wait past them. */
function worstOverBudget(timing: Omit<SubAppTiming, 'worstOverBudget'>): number {
  const ratios = (Object.keys(timingBudgets) as TimingMeasure[]).map((measure) => {
    const { p75 } = timing[measure];
    return p75 === null ? 0 : p75 / timingBudgets[measure];
  });
  return Math.max(0, ...ratios);
}

/**
 * Per app and release, the 75th percentile of each thing staff waited for in the last `days`
 * days (docs/sub-apps.md, "What staff wait for"), the app furthest over its budgets first.
 */
export async function getSubAppTimings(
  { days, now }: GetSubAppTimingsOptions,
  { subApps, subAppTimings }: Pick<Repositories, 'subApps' | 'subAppTimings'>,
): Promise<SubAppTimingsAnswer> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const [entries, percentiles] = await Promise.all([subApps.list(), subAppTimings.p75Since(since)]);
  const byRelease = new Map<string, Omit<SubAppTiming, 'worstOverBudget'>>();
  for (const row of percentiles) {
    const key = `${row.app}\n${row.release}`;
    const entry = entries.find(({ name }) => name === row.app);
    const timing = byRelease.get(key) ?? {
      app: row.app,
      route: entry?.route ?? row.route,
      title: entry ? { 'zh-CN': entry.title_zh, en: entry.title_en } : null,
      release: row.release,
      isPinned: Number(row.is_pinned) === 1,
      firstMount: noSample,
      reshow: noSample,
      lcp: noSample,
      inp: noSample,
      cls: noSample,
    };
    timing[measureOf[row.kind]] = { p75: Number(row.p75), count: Number(row.count) };
    byRelease.set(key, timing);
  }
  const timings = [...byRelease.values()]
    .map((timing) => ({ ...timing, worstOverBudget: worstOverBudget(timing) }))
    .sort(
      (a, b) =>
        b.worstOverBudget - a.worstOverBudget ||
        a.app.localeCompare(b.app) ||
        b.release.localeCompare(a.release),
    );
  return { since: since.toISOString(), timings };
}
