import type { SubAppErrorGroup, SubAppErrorGroupsAnswer } from '@portal/contract';
import { topFrameOf } from '../../lib/error-fingerprint';
import type { Repositories } from '../../repositories/create-repositories';
import { appNameAt, historyStartOf } from './history-window';

export type GetSubAppErrorGroupsOptions = { route: string; days: number; limit: number; now: Date };

/**
 * An app's errors and crashes of its last `days` days, grouped by fingerprint (message and top
 * frame, lib/error-fingerprint.ts), newest last seen first, each with its newest report's message
 * and stack.
 */
export async function getSubAppErrorGroups(
  { route, days, limit, now }: GetSubAppErrorGroupsOptions,
  repositories: Pick<Repositories, 'subApps' | 'subAppReports'>,
): Promise<SubAppErrorGroupsAnswer> {
  const app = await appNameAt(route, repositories);
  const start = historyStartOf(now, days);
  const { subAppReports } = repositories;
  const [rows, total] = await Promise.all([
    subAppReports.errorGroupsSince(app, start, limit),
    subAppReports.errorGroupCountSince(app, start),
  ]);
  const newest = new Map(
    (await subAppReports.messagesOf(rows.map(({ newest_id }) => Number(newest_id)))).map((row) => [
      Number(row.id),
      row,
    ]),
  );
  const groups = rows.map((row): SubAppErrorGroup => {
    const report = newest.get(Number(row.newest_id));
    return {
      fingerprint: row.fingerprint ?? '',
      message: report?.message ?? null,
      topFrame: report?.stack ? topFrameOf(report.stack) : null,
      stack: report?.stack ?? null,
      firstSeen: row.first_seen,
      lastSeen: row.last_seen,
      count: Number(row.count ?? 0),
      users: Number(row.users),
      kinds: [
        ...(Number(row.errors ?? 0) > 0 ? (['error'] as const) : []),
        ...(Number(row.crashes ?? 0) > 0 ? (['crash'] as const) : []),
      ],
    };
  });
  return { route, groups, total };
}
