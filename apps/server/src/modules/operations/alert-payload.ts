import { shellPaths } from '@portal/contract/routes';
import { createHash } from 'node:crypto';
import { shellBase } from '../../http/own-paths';
import type { NewAlertDelivery } from '../../repositories/alert-incident-repository';
import type { AlertRuleRow } from '../../repositories/alert-rule-repository';

/** What an alert or its resolution says, in both languages, and the facts behind it. */
export type AlertNotice = {
  status: 'firing' | 'resolved';
  rule: Pick<AlertRuleRow, 'id' | 'kind'>;
  /** Its `alertname` when not the rule's own kind's (an automatic rollback's). */
  alertName?: string;
  route: string;
  app: string;
  /** The error group's, for a new error group. */
  fingerprint: string | null;
  /** ISO 8601, UTC: when the condition began; and for a resolution, when it ended. */
  startsAt: string;
  endsAt: string | null;
  summary: { 'zh-CN': string; en: string };
  /** Facts of the incident as annotations (`users_affected`, `top_frame`, …), each a string. */
  facts: Record<string, string>;
};

/** Where an administrator looks: the operations page. */
const operationsPage = `${shellBase}${shellPaths.operations}`;

/** Alertmanager's `endsAt` of an alert that has not ended. */
const notEnded = '0001-01-01T00:00:00Z';

const alertNames: Record<AlertRuleRow['kind'], string> = {
  'app-failing': 'SubAppFailing',
  'new-error-group': 'SubAppNewErrorGroup',
};

/**
 * The JSON posted to a rule's webhook (docs/production.md, "Alerts"): Alertmanager's webhook
 * payload (version 4) with one alert, so that receivers the group already runs for Prometheus's
 * alerts (bridges to DingTalk, WeCom, e-mail) take it as it is. The summary is in Chinese, the
 * platform's language, with an English one beside it.
 */
export function alertPayloadOf(notice: AlertNotice): string {
  const labels: Record<string, string> = {
    alertname: notice.alertName ?? alertNames[notice.rule.kind],
    app: notice.app,
    route: notice.route,
    rule: String(notice.rule.id),
    ...(notice.fingerprint === null ? {} : { error_group: notice.fingerprint }),
  };
  const annotations = {
    summary: notice.summary['zh-CN'],
    summary_en: notice.summary.en,
    ...notice.facts,
  };
  const identity = JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)));
  return JSON.stringify({
    version: '4',
    groupKey: `portal-alert-rule-${notice.rule.id}:${identity}`,
    truncatedAlerts: 0,
    status: notice.status,
    receiver: `portal-alert-rule-${notice.rule.id}`,
    groupLabels: labels,
    commonLabels: labels,
    commonAnnotations: annotations,
    externalURL: operationsPage,
    alerts: [
      {
        status: notice.status,
        labels,
        annotations,
        startsAt: notice.startsAt,
        endsAt: notice.endsAt ?? notEnded,
        generatorURL: operationsPage,
        fingerprint: createHash('sha256').update(identity).digest('hex').slice(0, 16),
      },
    ],
  });
}

/** The post of a notice to its rule's webhook, due at once. */
export function alertDeliveryOf(
  rule: Pick<AlertRuleRow, 'id' | 'webhook_url'>,
  notice: AlertNotice,
  now: Date,
): NewAlertDelivery {
  return {
    rule_id: rule.id,
    status: notice.status,
    webhook_url: rule.webhook_url,
    payload: alertPayloadOf(notice),
    created_at: now.toISOString(),
    next_attempt_at: now.toISOString(),
  };
}
