import type { Repositories } from '../../repositories/create-repositories';
import { alertDeliveryOf, type AlertNotice } from './alert-payload';

/** A canary an automatic rollback took back, as its alert tells it. */
export type RolledBackCanary = {
  app: string;
  route: string;
  title: { 'zh-CN': string; en: string };
  from: string;
  /** Null: the registry entry's own url. */
  to: string | null;
  factor: number;
  minutes: number;
  newer: { loads: number; failureRate: number | null };
  previous: { loads: number; failureRate: number | null };
};

const rateText = (rate: number | null) => (rate === null ? '' : rate.toFixed(2));

function noticeOf(rule: AlertNotice['rule'], rolledBack: RolledBackCanary, now: Date): AlertNotice {
  const { app, route, title, from, to, factor, minutes, newer, previous } = rolledBack;
  const toZh = to ?? '注册表地址';
  const toEn = to ?? 'the registry url';
  return {
    status: 'firing',
    rule,
    alertName: 'SubAppRolledBack',
    route,
    app,
    fingerprint: null,
    startsAt: now.toISOString(),
    endsAt: null,
    summary: {
      'zh-CN': `子应用“${title['zh-CN']}”（${app}）的版本 ${from} 失败率超过上一版本的 ${factor} 倍，已自动回滚到 ${toZh}`,
      en: `${title.en} (${app}) release ${from} failed over ${factor} times as often as the one before: rolled back to ${toEn} automatically`,
    },
    facts: {
      from,
      to: to ?? '',
      factor: String(factor),
      minutes: String(minutes),
      newer_loads: String(newer.loads),
      newer_failure_rate: rateText(newer.failureRate),
      previous_loads: String(previous.loads),
      previous_failure_rate: rateText(previous.failureRate),
    },
  };
}

/**
 * Alerts an automatic rollback through the alert rules (docs/production.md, "Alerts"): every
 * rule that watches the app (or every app) gets one post, a webhook named by several rules one
 * only. It is an event, not a condition: its incident is over as it opens, and no resolution
 * follows. Answers how many posts were queued; the alerts job sends them.
 */
export async function queueRollbackAlerts(
  { rolledBack, now }: { rolledBack: RolledBackCanary; now: Date },
  { alertRules, alertIncidents }: Pick<Repositories, 'alertRules' | 'alertIncidents'>,
): Promise<number> {
  const webhooks = new Set<string>();
  for (const rule of await alertRules.list()) {
    if (rule.route !== null && rule.route !== rolledBack.route) continue;
    if (webhooks.has(rule.webhook_url)) continue;
    webhooks.add(rule.webhook_url);
    const notice = noticeOf(rule, rolledBack, now);
    await alertIncidents.openAlerted(
      {
        rule_id: rule.id,
        route: rolledBack.route,
        app: rolledBack.app,
        fingerprint: null,
        release: rolledBack.from,
        started_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        alerted_at: now.toISOString(),
        resolved_at: now.toISOString(),
        details: JSON.stringify(notice.facts),
      },
      alertDeliveryOf(rule, notice, now),
    );
  }
  return webhooks.size;
}
