import type { SubAppHistoryAnswer, SubAppTally } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { ReportTallyRow } from '../../repositories/sub-app-report-history';
import { appNameAt, historyStartOf, hoursFrom } from './history-window';

export type GetSubAppHistoryOptions = { route: string; days: number; now: Date };

function tallyOf(row: ReportTallyRow | undefined): SubAppTally {
  return {
    mounts: Number(row?.mounts ?? 0),
    failures: Number(row?.failures ?? 0),
    timeouts: Number(row?.timeouts ?? 0),
    errors: Number(row?.errors ?? 0),
    crashes: Number(row?.crashes ?? 0),
    usersAffected: Number(row?.users_affected ?? 0),
  };
}

/**
 * An app's reports of its last `days` days by UTC hour, every hour present so that a quiet hour
 * reads as zero, and the stretch's totals (the shell draws them in the operator's time zone).
 */
export async function getSubAppHistory(
  { route, days, now }: GetSubAppHistoryOptions,
  repositories: Pick<Repositories, 'subApps' | 'subAppReports'>,
): Promise<SubAppHistoryAnswer> {
  const app = await appNameAt(route, repositories);
  const start = historyStartOf(now, days);
  const [hourly, totals] = await Promise.all([
    repositories.subAppReports.hourlySince(app, start),
    repositories.subAppReports.totalsSince(app, start),
  ]);
  const byHour = new Map(hourly.map((row) => [row.hour, row]));
  return {
    route,
    hours: hoursFrom(start, now).map((hour) => ({
      hour,
      ...tallyOf(byHour.get(hour.slice(0, 13))),
    })),
    totals: tallyOf(totals),
  };
}
