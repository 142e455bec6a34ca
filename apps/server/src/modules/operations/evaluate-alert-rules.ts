import type { UrlCheck } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { evaluateFailingAppAlerts } from './failing-app-alerts';
import { evaluateNewErrorGroupAlerts } from './new-error-group-alerts';
import type { FramesOf } from './report-stacks';

export type EvaluateAlertRulesOptions = {
  now: Date;
  checkUrl: (url: string | null) => Promise<UrlCheck>;
  framesOf: FramesOf;
};

/**
 * Evaluates every alert rule at `now` (docs/production.md, "Alerts"): opens and ends their
 * incidents and queues the posts of their alerts and resolutions, which the alerts plugin sends.
 * Run by one instance at a time (the plugin's scheduled job).
 */
export async function evaluateAlertRules(
  { now, checkUrl, framesOf }: EvaluateAlertRulesOptions,
  repositories: Pick<Repositories, 'alertRules' | 'alertIncidents' | 'subApps' | 'subAppReports'>,
): Promise<void> {
  const rules = await repositories.alertRules.list();
  if (rules.length === 0) return;
  const [entries, unresolved] = await Promise.all([
    repositories.subApps.list(),
    repositories.alertIncidents.unresolved(),
  ]);
  const ofKind = (kind: (typeof rules)[number]['kind']) =>
    rules.filter((rule) => rule.kind === kind);
  await evaluateFailingAppAlerts(
    { rules: ofKind('app-failing'), entries, unresolved, now, checkUrl },
    repositories,
  );
  await evaluateNewErrorGroupAlerts(
    { rules: ofKind('new-error-group'), entries, unresolved, now, framesOf },
    repositories,
  );
}
