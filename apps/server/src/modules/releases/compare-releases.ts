import type { ReleaseComparison, ReleaseComparisons } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { canaryPairOf } from './canary-pair';
import { releaseFiguresOf } from './release-figures';

export type CompareReleasesOptions = {
  /** Reports received since then count: the window the operations view shows. */
  since: Date;
};

/**
 * Every app in canary (`canaryPairOf`) with the figures of its newer release beside the
 * default's, from what the shells reported of the release they ran since `since`; and whether
 * its canary is rolled back by itself. Apps no longer in the registry are left out.
 */
export async function compareReleases(
  { since }: CompareReleasesOptions,
  repositories: Pick<
    Repositories,
    'subApps' | 'subAppReleases' | 'subAppReports' | 'subAppAutomaticRollbacks'
  >,
): Promise<ReleaseComparisons> {
  const { subApps, subAppReleases, subAppReports, subAppAutomaticRollbacks } = repositories;
  const [entries, rollouts, automatic] = await Promise.all([
    subApps.list(),
    subAppReleases.currentRollouts(),
    subAppAutomaticRollbacks.list(),
  ]);
  const inCanary = rollouts.flatMap(({ app, current, published }) => {
    const pair = canaryPairOf(current, published);
    const entry = entries.find(({ name }) => name === app);
    return pair && entry ? [{ app, pair, entry }] : [];
  });
  const apps = inCanary.map(({ app }) => app);
  const [tally, mountTimes] = await Promise.all([
    subAppReports.releaseTallySince(apps, since),
    subAppReports.releaseMountTimesSince(apps, since),
  ]);
  const comparisons = inCanary.map(({ app, pair, entry }): ReleaseComparison => {
    const ofApp = <T extends { app: string }>(rows: readonly T[]) =>
      rows.filter((row) => row.app === app);
    const settings = automatic.find((row) => row.app === app);
    return {
      app,
      route: entry.route,
      title: { 'zh-CN': entry.title_zh, en: entry.title_en },
      canary: pair.canary,
      firmIds: pair.firmIds,
      newer: releaseFiguresOf(pair.newer, ofApp(tally), ofApp(mountTimes)),
      previous: releaseFiguresOf(pair.previous, ofApp(tally), ofApp(mountTimes)),
      automaticRollback: settings
        ? { factor: settings.factor, minutes: settings.minutes, minLoads: settings.min_loads }
        : null,
    };
  });
  return { since: since.toISOString(), comparisons };
}
