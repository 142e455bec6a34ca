import { maxAlertRules, resultCode, type AlertRuleKind } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { AlertRuleRow } from '../../repositories/alert-rule-repository';
import type { Repositories } from '../../repositories/create-repositories';
import { appNameAt } from './history-window';

export type CreateAlertRuleOptions = {
  rule: { kind: AlertRuleKind; route: string | null; minutes: number; webhookUrl: string };
  userId: number;
  now: Date;
};

/**
 * Keeps a new alert rule (docs/production.md, "Alerts"); evaluated from the next run on. 404 for
 * a route not registered; 409 past `maxAlertRules`.
 */
export async function createAlertRule(
  { rule, userId, now }: CreateAlertRuleOptions,
  repositories: Pick<Repositories, 'alertRules' | 'subApps'>,
): Promise<AlertRuleRow> {
  if (rule.route !== null) await appNameAt(rule.route, repositories);
  if ((await repositories.alertRules.count()) >= maxAlertRules) {
    throw new AppError(409, resultCode.failure, 'operations.tooManyAlertRules', {
      max: maxAlertRules,
    });
  }
  return repositories.alertRules.insert({
    kind: rule.kind,
    route: rule.route,
    minutes: rule.minutes,
    webhook_url: rule.webhookUrl,
    created_at: now.toISOString(),
    created_by: userId,
  });
}
