import type { AlertRulesAnswer } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { alertRuleOf } from './alert-rule-of';

/** Every alert rule, oldest first, with its incidents open and how its newest post fared. */
export async function listAlertRules({
  alertRules,
}: Pick<Repositories, 'alertRules'>): Promise<AlertRulesAnswer> {
  const [rows, open, newest] = await Promise.all([
    alertRules.list(),
    alertRules.openIncidentCounts(),
    alertRules.newestDeliveries(),
  ]);
  return {
    rules: rows.map((row) =>
      alertRuleOf(row, { openIncidents: open.get(row.id) ?? 0, newest: newest.get(row.id) }),
    ),
  };
}
