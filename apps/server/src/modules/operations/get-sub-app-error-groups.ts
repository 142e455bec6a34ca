import type { SubAppErrorGroup, SubAppErrorGroupsAnswer } from '@portal/contract';
import { topFrameOf } from '../../lib/error-fingerprint';
import type { Repositories } from '../../repositories/create-repositories';
import { appNameAt, historyStartOf } from './history-window';
import { appReleaseOf, mappedTopFrameOfFrames, type FramesOf } from './report-stacks';

export type GetSubAppErrorGroupsOptions = {
  route: string;
  days: number;
  limit: number;
  now: Date;
  framesOf: FramesOf;
};

/**
 * An app's errors and crashes of its last `days` days, grouped by fingerprint (message and top
 * frame, lib/error-fingerprint.ts), newest last seen first, each with its newest report's message
 * and stack, the stack's frames mapped through the source maps of the shell and the app's release.
 */
export async function getSubAppErrorGroups(
  { route, days, limit, now, framesOf }: GetSubAppErrorGroupsOptions,
  repositories: Pick<Repositories, 'subApps' | 'subAppReports'>,
): Promise<SubAppErrorGroupsAnswer> {
  const app = await appNameAt(route, repositories);
  const release = appReleaseOf(await repositories.subApps.find(route));
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
  const groups = await Promise.all(
    rows.map(async (row): Promise<SubAppErrorGroup> => {
      const report = newest.get(Number(row.newest_id));
      const frames = report?.stack ? await framesOf(report.stack, release) : [];
      return {
        fingerprint: row.fingerprint ?? '',
        message: report?.message ?? null,
        topFrame:
          mappedTopFrameOfFrames(frames) ?? (report?.stack ? topFrameOf(report.stack) : null),
        stack: report?.stack ?? null,
        frames,
        firstSeen: row.first_seen,
        lastSeen: row.last_seen,
        count: Number(row.count ?? 0),
        users: Number(row.users),
        kinds: [
          ...(Number(row.errors ?? 0) > 0 ? (['error'] as const) : []),
          ...(Number(row.crashes ?? 0) > 0 ? (['crash'] as const) : []),
        ],
      };
    }),
  );
  return { route, groups, total };
}
