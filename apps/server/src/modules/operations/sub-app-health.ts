import { failingUsers, type SubAppHealth, type UrlCheck } from '@portal/contract';
import type { ReportedProblemRow, ReportKind } from '../../repositories/sub-app-report-repository';
import type { SubAppRow } from '../../repositories/sub-app-repository';
import { weighedPerUser, weighedQuantileOf, type Weighed } from '../../lib/weighed-quantile';

export type HealthInputs = {
  /** Per app, user and kind: the count and the newest report's id. */
  tally: {
    app: string;
    user_id: number | null;
    kind: ReportKind;
    count: number | string;
    newest_id: number | string | null;
  }[];
  mountTimes: { app: string; user_id: number | null; duration_ms: number | null }[];
  problems: ReportedProblemRow[];
  checks: Map<string, UrlCheck>;
};

type UserTally = {
  counts: Record<ReportKind, number>;
  newestLoad?: { kind: ReportKind; id: number };
};

const loadOutcomes = new Set<ReportKind>(['mount', 'failure', 'timeout', 'crash']);
const failedOutcomes = new Set<ReportKind | undefined>(['failure', 'timeout', 'crash']);

/** Reports kept before their user was (migration 0033) count as one user's. */
const userOf = (userId: number | null) => userId ?? 0;

/** What each user reported of one app, and how their newest load ended. */
function usersOf(tally: HealthInputs['tally']): Map<number, UserTally> {
  const users = new Map<number, UserTally>();
  for (const { user_id, kind, count, newest_id } of tally) {
    const user = users.get(userOf(user_id)) ?? {
      counts: { mount: 0, failure: 0, timeout: 0, error: 0, crash: 0 },
    };
    user.counts[kind] += Number(count);
    const id = Number(newest_id);
    if (loadOutcomes.has(kind) && id > (user.newestLoad?.id ?? 0)) user.newestLoad = { kind, id };
    users.set(userOf(user_id), user);
  }
  return users;
}

/** Each user's failed and timed-out loads over theirs, then the mean over the users who loaded. */
function failureRateOf(users: UserTally[]): number | null {
  const rates = users.flatMap(({ counts: { mount, failure, timeout } }) => {
    const loads = mount + failure + timeout;
    return loads === 0 ? [] : [(failure + timeout) / loads];
  });
  return rates.length === 0 ? null : rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
}

/** First-mount times, each user's weighing one in all. */
function mountSamplesOf(times: HealthInputs['mountTimes']): Weighed[] {
  const byUser = new Map<number, number[]>();
  for (const { user_id, duration_ms } of times) {
    if (duration_ms === null) continue;
    byUser.set(userOf(user_id), [...(byUser.get(userOf(user_id)) ?? []), duration_ms]);
  }
  return weighedPerUser(byUser);
}

/** The newest problems, each user's newest before anyone's second: a flood pushes out nobody's. */
function lastProblemsOf(problems: ReportedProblemRow[]): SubAppHealth['lastProblems'] {
  return [...problems]
    .sort(
      (left, right) => Number(left.rank) - Number(right.rank) || Number(right.id) - Number(left.id),
    )
    .slice(0, 5)
    .flatMap(({ kind, ...problem }) =>
      kind === 'mount'
        ? []
        : [
            {
              at: problem.received_at,
              kind,
              count: Number(problem.count),
              reporter: problem.reporter,
              message: problem.message,
              stack: problem.stack,
              browser: problem.browser,
              registryVersion: problem.registry_version,
            },
          ],
    );
}

function statusOf(
  row: SubAppRow,
  check: UrlCheck,
  { affected, crashed }: { affected: number; crashed: number },
): SubAppHealth['status'] {
  if (row.enabled !== 1) return 'disabled';
  if (check.state === 'failing' || affected >= failingUsers) return 'failing';
  if (crashed > 0) return 'crashed';
  if (affected > 0) return 'unconfirmed';
  return 'ok';
}

const unchecked: UrlCheck = {
  state: 'unchecked',
  status: null,
  reason: 'noUrl',
  checkedAt: new Date(0).toISOString(),
};

/**
 * Each registry entry's health from what the shells reported and the check of its url. Counts
 * are what was reported; whether an app fails is counted in users, so that one user's reports,
 * however many, weigh as one user (docs/sub-apps.md, "Health").
 */
export function subAppHealthOf(rows: SubAppRow[], inputs: HealthInputs): SubAppHealth[] {
  return rows.map((row) => {
    const users = [...usersOf(inputs.tally.filter(({ app }) => app === row.name)).values()];
    const total = (kind: ReportKind) => users.reduce((sum, user) => sum + user.counts[kind], 0);
    const affected = users.filter((user) => failedOutcomes.has(user.newestLoad?.kind)).length;
    const crashed = users.filter((user) => user.newestLoad?.kind === 'crash').length;
    const samples = mountSamplesOf(inputs.mountTimes.filter(({ app }) => app === row.name));
    const check = inputs.checks.get(row.route) ?? unchecked;
    return {
      route: row.route,
      name: row.name,
      title: { 'zh-CN': row.title_zh, en: row.title_en },
      url: row.url,
      enabled: row.enabled === 1,
      ownerTeam: row.owner_team,
      contact: row.contact,
      mounts: total('mount'),
      failures: total('failure'),
      timeouts: total('timeout'),
      errors: total('error'),
      crashes: total('crash'),
      users: users.length,
      usersAffected: affected,
      usersCrashed: crashed,
      usersWithErrors: users.filter((user) => user.counts.error > 0).length,
      failureRate: failureRateOf(users),
      firstMountP50Ms: weighedQuantileOf(samples, 0.5),
      firstMountP95Ms: weighedQuantileOf(samples, 0.95),
      lastProblems: lastProblemsOf(inputs.problems.filter(({ app }) => app === row.name)),
      check,
      status: statusOf(row, check, { affected, crashed }),
    };
  });
}
