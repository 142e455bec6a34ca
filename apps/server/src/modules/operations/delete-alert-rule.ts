import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { AlertRuleRow } from '../../repositories/alert-rule-repository';
import type { Repositories } from '../../repositories/create-repositories';

/**
 * Deletes an alert rule with its incidents and posts: it alerts no more, and no resolution of an
 * open incident is sent. Answers the rule as it was; 404 for none.
 */
export async function deleteAlertRule(
  id: number,
  { alertRules }: Pick<Repositories, 'alertRules'>,
): Promise<AlertRuleRow> {
  const removed = await alertRules.remove(id);
  if (!removed) throw new AppError(404, resultCode.failure, 'operations.alertRuleNotFound');
  return removed;
}
