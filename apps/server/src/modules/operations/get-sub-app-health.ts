import type { SubAppHealthAnswer, UrlCheck } from '@portal/contract';
import type { Clock } from '../../lib/clock';
import type { Repositories } from '../../repositories/create-repositories';
import { subAppHealthOf } from './sub-app-health';

export type GetSubAppHealthOptions = {
  /** Reports since then count (the operator's midnight). */
  since: Date;
  /** Checks an entry's url (null: not checked) as the shell would load it. */
  checkUrl: (url: string | null) => Promise<UrlCheck>;
  clock: Clock;
};

/**
 * Each registry entry's health: what the shells reported since `since` and a check of its url
 * (only of an enabled entry). Stamped with when it was made, after the checks.
 */
export async function getSubAppHealth(
  { since, checkUrl, clock }: GetSubAppHealthOptions,
  { subApps, subAppReports }: Pick<Repositories, 'subApps' | 'subAppReports'>,
): Promise<SubAppHealthAnswer> {
  const [rows, tally, mountTimes, problems] = await Promise.all([
    subApps.list(),
    subAppReports.tallySince(since),
    subAppReports.mountTimesSince(since),
    subAppReports.problemsSince(since),
  ]);
  const checks = new Map(
    await Promise.all(
      rows.map(async (row) => [row.route, await checkUrl(row.enabled ? row.url : null)] as const),
    ),
  );
  return {
    generatedAt: clock.now().toISOString(),
    apps: subAppHealthOf(rows, { tally, mountTimes, problems, checks }),
  };
}
