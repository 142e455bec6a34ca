import type { SubAppHealth, UrlCheck } from '@portal/contract';
import type { AlertIncidentRow } from '../../repositories/alert-incident-repository';
import type { AlertRuleRow } from '../../repositories/alert-rule-repository';
import type { Repositories } from '../../repositories/create-repositories';
import type { SubAppRow } from '../../repositories/sub-app-repository';
import { alertDeliveryOf, type AlertNotice } from './alert-payload';
import { subAppHealthOf } from './sub-app-health';

/**
 * The stretch of reports an app's health is judged on for its alerts: long enough that a user's
 * failed load keeps counting until they load it again, short enough that an app that recovered
 * stops failing within minutes.
 */
export const failingWindowMs = 5 * 60_000;

/** The states of the health that count as an app failing for its alerts. */
const failingStates = new Set<SubAppHealth['status']>(['failing', 'crashed']);

export type FailingAppAlertsOptions = {
  rules: AlertRuleRow[];
  entries: SubAppRow[];
  /** The incidents not resolved, of every rule. */
  unresolved: AlertIncidentRow[];
  now: Date;
  checkUrl: (url: string | null) => Promise<UrlCheck>;
};

type Facts = Record<string, string>;
type Named = Pick<SubAppRow, 'route' | 'name' | 'title_zh' | 'title_en'>;

function factsOf(health: SubAppHealth): Facts {
  const { state, status } = health.check;
  return {
    state: health.status,
    users: String(health.users),
    users_affected: String(health.usersAffected),
    users_crashed: String(health.usersCrashed),
    failure_rate: health.failureRate === null ? '' : health.failureRate.toFixed(2),
    url_check: status === null ? state : `${state} ${status}`,
  };
}

function noticeOf(
  rule: AlertRuleRow,
  entry: Named,
  incident: Pick<AlertIncidentRow, 'started_at'>,
  facts: Facts,
  endedAt: Date | null,
): AlertNotice {
  const zhName = `“${entry.title_zh}”（${entry.name}）`;
  return {
    status: endedAt === null ? 'firing' : 'resolved',
    rule,
    route: entry.route,
    app: entry.name,
    fingerprint: null,
    startsAt: incident.started_at,
    endsAt: endedAt?.toISOString() ?? null,
    summary:
      endedAt === null
        ? {
            'zh-CN': `子应用${zhName}已持续异常 ${rule.minutes} 分钟`,
            en: `${entry.title_en} (${entry.name}) has been failing for ${rule.minutes} minutes`,
          }
        : {
            'zh-CN': `子应用${zhName}已恢复`,
            en: `${entry.title_en} (${entry.name}) has recovered`,
          },
    facts,
  };
}

/**
 * The rules "app failing for N minutes": each watched app's health over the last five minutes,
 * as operations show it; an app failing or crashed opens an incident, alerted once it has lasted
 * the rule's minutes and resolved (with a message) when the app is neither. One that recovers
 * before then alerts nothing.
 */
export async function evaluateFailingAppAlerts(
  { rules, entries, unresolved, now, checkUrl }: FailingAppAlertsOptions,
  { subAppReports, alertIncidents }: Pick<Repositories, 'subAppReports' | 'alertIncidents'>,
): Promise<void> {
  if (rules.length === 0) return;
  const watched = rules.some((rule) => rule.route === null)
    ? entries
    : entries.filter((entry) => rules.some((rule) => rule.route === entry.route));
  const tally = await subAppReports.tallySince(new Date(now.getTime() - failingWindowMs));
  const checks = new Map(
    await Promise.all(
      watched.map(
        async (entry) => [entry.route, await checkUrl(entry.enabled ? entry.url : null)] as const,
      ),
    ),
  );
  const health = new Map(
    subAppHealthOf(watched, { tally, mountTimes: [], problems: [], checks }).map((each) => [
      each.route,
      each,
    ]),
  );

  /** The app fails no more: a resolution for an alerted incident, nothing for one not alerted. */
  const end = async (
    rule: AlertRuleRow,
    entry: Named,
    incident: AlertIncidentRow,
    facts: Facts,
  ) => {
    if (incident.alerted_at === null) return alertIncidents.drop(incident.id);
    const notice = noticeOf(rule, entry, incident, facts, now);
    return alertIncidents.resolve(incident.id, now, alertDeliveryOf(rule, notice, now));
  };

  for (const rule of rules) {
    const incidents = unresolved.filter((incident) => incident.rule_id === rule.id);
    for (const entry of watched) {
      if (rule.route !== null && entry.route !== rule.route) continue;
      const state = health.get(entry.route);
      const incident = incidents.find((each) => each.route === entry.route);
      if (state === undefined) continue;
      const facts = factsOf(state);
      if (!failingStates.has(state.status)) {
        if (incident) await end(rule, entry, incident, facts);
      } else if (!incident) {
        await alertIncidents.open({
          rule_id: rule.id,
          route: entry.route,
          app: entry.name,
          fingerprint: null,
          release: null,
          started_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          alerted_at: null,
          resolved_at: null,
          details: JSON.stringify(facts),
        });
      } else if (
        incident.alerted_at === null &&
        now.getTime() - Date.parse(incident.started_at) >= rule.minutes * 60_000
      ) {
        const notice = noticeOf(rule, entry, incident, facts, null);
        const delivery = alertDeliveryOf(rule, notice, now);
        await alertIncidents.alert(incident.id, now, JSON.stringify(facts), delivery);
      } else {
        await alertIncidents.seen(incident.id, now);
      }
    }
    // An app taken out of the registry fails no more.
    for (const incident of incidents) {
      if (entries.some((entry) => entry.route === incident.route)) continue;
      const named = {
        route: incident.route,
        name: incident.app,
        title_zh: incident.app,
        title_en: incident.app,
      };
      await end(rule, named, incident, JSON.parse(incident.details) as Facts);
    }
  }
}
