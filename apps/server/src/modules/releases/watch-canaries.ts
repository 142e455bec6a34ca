import type { ReleaseFigures } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { rolloutText } from '../../repositories/sub-app-release-repository';
import { canaryPairOf } from './canary-pair';
import { failsBeside, releaseFiguresOf } from './release-figures';
import { rollBack } from './roll-back';

/** A canary rolled back by itself, for its alert. */
export type AutomaticRollback = {
  app: string;
  route: string;
  title: { 'zh-CN': string; en: string };
  from: string;
  /** Null: the registry entry's own url. */
  to: string | null;
  factor: number;
  minutes: number;
  newer: ReleaseFigures;
  previous: ReleaseFigures;
};

export type WatchCanariesOptions = {
  now: Date;
  /** Tells the app's alert rules; after the rollback, which stands whatever the alert does. */
  onRolledBack: (rolledBack: AutomaticRollback) => Promise<void>;
};

type Repos = Pick<
  Repositories,
  'subApps' | 'subAppReleases' | 'subAppReports' | 'subAppAutomaticRollbacks' | 'audit'
>;

/** What the trail says of the job's own acts: no client, no request. */
const jobContext = (now: Date) => ({
  occurredAt: now,
  clientAddress: 'automatic-rollback',
  userAgent: 'portal-server automatic rollback',
  requestId: `automatic-rollback-${now.toISOString()}`,
});

const rateText = (figures: ReleaseFigures) => figures.failureRate?.toFixed(3) ?? null;

/**
 * The automatic rollback (docs/sub-apps.md, "A team's release day"): for each app that has it
 * on and is in canary, the newer release's failure rate over the last N minutes against the
 * default's; one that fails beside it (`failsBeside`) is rolled back through the one-click
 * rollback's use case, from the rollout as it was judged only (a second instance finds it
 * changed and does nothing), recorded in the trail as automatic with before and after, and
 * alerted. Answers the rollbacks made.
 */
export async function watchCanaries(
  { now, onRolledBack }: WatchCanariesOptions,
  repositories: Repos,
): Promise<AutomaticRollback[]> {
  const { subApps, subAppReleases, subAppReports, subAppAutomaticRollbacks, audit } = repositories;
  const rolledBack: AutomaticRollback[] = [];
  for (const settings of await subAppAutomaticRollbacks.list()) {
    const { app, factor, minutes, min_loads: minLoads, set_by: setBy } = settings;
    const [entry, rollout] = await Promise.all([
      subApps.findNamed(app),
      subAppReleases.rolloutOf(app),
    ]);
    const pair = canaryPairOf(rollout.current, rollout.published);
    if (!entry || !pair) continue;
    const tally = await subAppReports.releaseTallySince(
      [app],
      new Date(now.getTime() - minutes * 60_000),
    );
    const newer = releaseFiguresOf(pair.newer, tally, []);
    const previous = releaseFiguresOf(pair.previous, tally, []);
    if (!failsBeside({ factor, minLoads }, newer, previous)) continue;

    let done: Awaited<ReturnType<typeof rollBack>>;
    try {
      done = await rollBack(
        { app, userId: setBy, now, automaticFrom: rollout.current },
        repositories,
      );
    } catch (error) {
      // Changed since it was judged, or nothing left to go back from: the next run judges anew.
      if (error instanceof AppError && error.statusCode === 409) continue;
      throw error;
    }
    await audit.append({
      ...jobContext(now),
      event: 'release.rollback',
      result: 'success',
      userId: null,
      object: { type: 'sub-app', id: entry.route },
      details: {
        app,
        from: done.plan.from,
        to: done.plan.to,
        before: rolloutText(done.before),
        after: rolloutText(done.after),
        automatic: true,
        turnedOnBy: setBy,
        factor,
        minutes,
        minLoads,
        newerLoads: newer.loads,
        newerFailureRate: rateText(newer),
        previousLoads: previous.loads,
        previousFailureRate: rateText(previous),
      },
    });
    const made: AutomaticRollback = {
      app,
      route: entry.route,
      title: { 'zh-CN': entry.title_zh, en: entry.title_en },
      from: done.plan.from,
      to: done.plan.to,
      factor,
      minutes,
      newer,
      previous,
    };
    rolledBack.push(made);
    await onRolledBack(made);
  }
  return rolledBack;
}
