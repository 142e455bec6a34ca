import type { SubAppHealth, UrlCheck } from '@portal/contract';
import type { SubAppReportRow } from '../../repositories/sub-app-report-repository';
import type { SubAppRow } from '../../repositories/sub-app-repository';

/** The value below which `quantile` of the sorted values lie (nearest rank); null for none. */
export function quantileOf(sorted: readonly number[], quantile: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] ?? null;
}

export type HealthInputs = {
  counts: { app: string; kind: string; count: number | string }[];
  mountTimes: { app: string; duration_ms: number | null }[];
  problems: Map<string, SubAppReportRow[]>;
  lastMountIds: Map<string, number>;
  checks: Map<string, UrlCheck>;
};

/** Each registry entry's health from what the shells reported and the check of its url. */
export function subAppHealthOf(rows: SubAppRow[], inputs: HealthInputs): SubAppHealth[] {
  const countOf = (app: string, kind: string) =>
    Number(inputs.counts.find((each) => each.app === app && each.kind === kind)?.count ?? 0);
  return rows.map((row) => {
    const mounts = countOf(row.name, 'mount');
    const failures = countOf(row.name, 'failure');
    const timeouts = countOf(row.name, 'timeout');
    const times = inputs.mountTimes
      .filter(({ app }) => app === row.name)
      .flatMap(({ duration_ms }) => (duration_ms === null ? [] : [duration_ms]))
      .sort((left, right) => left - right);
    const problems = inputs.problems.get(row.name) ?? [];
    const lastMountId = inputs.lastMountIds.get(row.name) ?? 0;
    const check = inputs.checks.get(row.route) ?? {
      state: 'unchecked',
      status: null,
      reason: 'noUrl',
      checkedAt: new Date(0).toISOString(),
    };
    const loads = mounts + failures + timeouts;
    const hasFailedSinceMount = problems.some(
      (problem) => problem.kind !== 'error' && Number(problem.id) > lastMountId,
    );
    return {
      route: row.route,
      name: row.name,
      title: { 'zh-CN': row.title_zh, en: row.title_en },
      url: row.url,
      enabled: row.enabled === 1,
      ownerTeam: row.owner_team,
      contact: row.contact,
      mounts,
      failures,
      timeouts,
      errors: countOf(row.name, 'error'),
      failureRate: loads === 0 ? null : (failures + timeouts) / loads,
      firstMountP50Ms: quantileOf(times, 0.5),
      firstMountP95Ms: quantileOf(times, 0.95),
      lastProblems: problems.flatMap(({ kind, ...problem }) =>
        kind === 'mount'
          ? []
          : [
              {
                at: problem.received_at,
                kind,
                message: problem.message,
                stack: problem.stack,
                browser: problem.browser,
                registryVersion: problem.registry_version,
              },
            ],
      ),
      check,
      isFailing: row.enabled === 1 && (check.state === 'failing' || hasFailedSinceMount),
    };
  });
}
