import type { AlertIncidentRow } from '../../repositories/alert-incident-repository';
import type { AlertRuleRow } from '../../repositories/alert-rule-repository';
import type { Repositories } from '../../repositories/create-repositories';
import type { NewErrorGroupRow } from '../../repositories/sub-app-new-error-groups';
import type { SubAppRow } from '../../repositories/sub-app-repository';
import { topFrameOf } from '../../lib/error-fingerprint';
import { alertDeliveryOf, type AlertNotice } from './alert-payload';
import { releaseOf } from './release-of';
import { appReleaseOf, frameText, type FramesOf } from './report-stacks';

export type NewErrorGroupAlertsOptions = {
  rules: AlertRuleRow[];
  entries: SubAppRow[];
  unresolved: AlertIncidentRow[];
  now: Date;
  framesOf: FramesOf;
};

type Facts = Record<string, string>;
type Repos = Pick<Repositories, 'subAppReports' | 'alertIncidents'>;

/** How much of a message a summary quotes. */
const quotedLength = 120;

/**
 * When the app's current release began, as far as the server knows: its entry's last change (a
 * new pin is one), or the rule's making if later: a rule alerts of what comes after it.
 */
const releaseStartOf = (entry: SubAppRow, rule: AlertRuleRow) =>
  entry.updated_at > rule.created_at ? entry.updated_at : rule.created_at;

function noticeOf(
  rule: AlertRuleRow,
  incident: Pick<AlertIncidentRow, 'route' | 'app' | 'fingerprint' | 'started_at'>,
  facts: Facts,
  endedAt: Date | null,
): AlertNotice {
  const message = (facts.message ?? '').slice(0, quotedLength);
  const release = facts.release ?? '';
  return {
    status: endedAt === null ? 'firing' : 'resolved',
    rule,
    route: incident.route,
    app: incident.app,
    fingerprint: incident.fingerprint,
    startsAt: incident.started_at,
    endsAt: endedAt?.toISOString() ?? null,
    summary:
      endedAt === null
        ? {
            'zh-CN': `子应用 ${incident.app} 的版本 ${release} 出现新的错误：${message}`,
            en: `New error in ${incident.app} release ${release}: ${message}`,
          }
        : {
            'zh-CN': `子应用 ${incident.app} 的新错误已 ${rule.minutes} 分钟没有再出现：${message}`,
            en: `The new error in ${incident.app} has not been reported for ${rule.minutes} minutes: ${message}`,
          },
    facts,
  };
}

/** What an alert tells of a group: its newest report's message and top frame, mapped if it can be. */
async function factsOf(
  group: NewErrorGroupRow,
  entry: SubAppRow,
  { subAppReports }: Repos,
  framesOf: FramesOf,
): Promise<Facts> {
  const [newest] = await subAppReports.messagesOf([Number(group.newest_id)]);
  const stack = newest?.stack ?? null;
  const [top] = stack === null ? [] : await framesOf(stack, appReleaseOf(entry));
  return {
    release: releaseOf(entry).release,
    message: newest?.message ?? '',
    top_frame: top?.isMapped ? frameText(top) : ((stack === null ? null : topFrameOf(stack)) ?? ''),
    first_seen: group.first_seen,
    count: String(Number(group.count ?? 0)),
    users: String(Number(group.users)),
  };
}

/**
 * The rules "an error group new in a release": a group of a watched app whose first report, of
 * all kept, came since its current release began alerts once, with its message, top frame and
 * release; it is resolved once nobody has reported it for the rule's minutes. A group alerts once
 * per rule, however often it comes back.
 */
export async function evaluateNewErrorGroupAlerts(
  { rules, entries, unresolved, now, framesOf }: NewErrorGroupAlertsOptions,
  repositories: Repos,
): Promise<void> {
  const { subAppReports, alertIncidents } = repositories;
  for (const rule of rules) {
    const watched = entries.filter(
      (entry) => entry.enabled === 1 && (rule.route === null || entry.route === rule.route),
    );
    if (watched.length > 0) {
      const earliest =
        watched.map((entry) => releaseStartOf(entry, rule)).sort()[0] ?? rule.created_at;
      const byName = new Map(watched.map((entry) => [entry.name, entry]));
      const groups = await subAppReports.errorGroupsFirstSeenSince(
        new Date(earliest),
        rule.route === null ? null : [...byName.keys()],
      );
      const alerted = await alertIncidents.groupsAlertedBy(rule.id);
      for (const group of groups) {
        const entry = byName.get(group.app);
        if (!entry || group.first_seen < releaseStartOf(entry, rule)) continue;
        if (alerted.has(`${group.app} ${group.fingerprint}`)) continue;
        const facts = await factsOf(group, entry, repositories, framesOf);
        const incident = {
          rule_id: rule.id,
          route: entry.route,
          app: entry.name,
          fingerprint: group.fingerprint,
          release: facts.release ?? null,
          started_at: group.first_seen,
          last_seen_at: group.last_seen,
          alerted_at: now.toISOString(),
          resolved_at: null,
          details: JSON.stringify(facts),
        };
        const delivery = alertDeliveryOf(rule, noticeOf(rule, incident, facts, null), now);
        await alertIncidents.openAlerted(incident, delivery);
      }
    }

    for (const incident of unresolved) {
      if (incident.rule_id !== rule.id || incident.fingerprint === null) continue;
      const lastSeen = await subAppReports.lastReportOfGroup(incident.app, incident.fingerprint);
      if (lastSeen !== null && now.getTime() - Date.parse(lastSeen) < rule.minutes * 60_000) {
        if (lastSeen !== incident.last_seen_at)
          await alertIncidents.seen(incident.id, new Date(lastSeen));
        continue;
      }
      const facts = JSON.parse(incident.details) as Facts;
      const delivery = alertDeliveryOf(rule, noticeOf(rule, incident, facts, now), now);
      await alertIncidents.resolve(incident.id, now, delivery);
    }
  }
}
