import type { AlertRule } from '@portal/contract';
import type { AlertDeliveryRow, AlertRuleRow } from '../../repositories/alert-rule-repository';

/** A webhook as shown and audited: its origin alone, since its path or query may be its secret. */
export const webhookOriginOf = (url: string) => new URL(url).origin;

function deliveryOf(row: AlertDeliveryRow): NonNullable<AlertRule['lastDelivery']> {
  return {
    at: row.created_at,
    status: row.status,
    outcome: row.delivered_at ? 'delivered' : row.failed_at ? 'failed' : 'retrying',
    attempts: row.attempts,
    httpStatus: row.last_status,
  };
}

/** A rule as operations read it. */
export function alertRuleOf(
  row: AlertRuleRow & { creator?: string | null },
  { openIncidents = 0, newest }: { openIncidents?: number; newest?: AlertDeliveryRow } = {},
): AlertRule {
  return {
    id: row.id,
    kind: row.kind,
    route: row.route,
    minutes: row.minutes,
    webhookOrigin: webhookOriginOf(row.webhook_url),
    createdAt: row.created_at,
    createdBy: row.creator ?? null,
    openIncidents,
    lastDelivery: newest ? deliveryOf(newest) : null,
  };
}

/**
 * A rule as the audit trail records it (`details.before`, `details.after`), JSON: its webhook as
 * its origin alone (see `webhookOriginOf`).
 */
export const auditedAlertRuleText = (row: AlertRuleRow | null): string | null =>
  row === null
    ? null
    : JSON.stringify({
        kind: row.kind,
        route: row.route,
        minutes: row.minutes,
        webhook: webhookOriginOf(row.webhook_url),
      });
