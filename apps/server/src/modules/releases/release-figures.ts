import type { AutomaticRollbackSettings, ReleaseFigures } from '@portal/contract';
import { weighedPerUser, weighedQuantileOf } from '../../lib/weighed-quantile';
import type {
  ReleaseMountTimeRow,
  ReleaseTallyRow,
} from '../../repositories/sub-app-release-figures';

type Counts = { mount: number; failure: number; timeout: number; error: number; crash: number };

/** Reports kept before their user was (migration 0033) count as one user's, as in the health. */
const userOf = (userId: number | null) => userId ?? 0;

/**
 * How one release of an app fared, from the reports of the shells that ran it (`version` null:
 * the registry entry's own url): its loads and failed loads, each user's failure rate then their
 * mean (one user's many loads weigh as another's one, as the health's), its errors and crashes,
 * and its p75 first mount, each user's mounts weighing one in all.
 */
export function releaseFiguresOf(
  version: string | null,
  tally: readonly ReleaseTallyRow[],
  mountTimes: readonly ReleaseMountTimeRow[],
): ReleaseFigures {
  const users = new Map<number, Counts>();
  for (const { release, user_id, kind, count } of tally) {
    if (release !== version) continue;
    const counts = users.get(userOf(user_id)) ?? {
      mount: 0,
      failure: 0,
      timeout: 0,
      error: 0,
      crash: 0,
    };
    counts[kind] += Number(count ?? 0);
    users.set(userOf(user_id), counts);
  }
  const all = [...users.values()];
  const sum = (of: (counts: Counts) => number) => all.reduce((total, each) => total + of(each), 0);
  const rates = all.flatMap(({ mount, failure, timeout }) => {
    const loads = mount + failure + timeout;
    return loads === 0 ? [] : [(failure + timeout) / loads];
  });
  const mounts = new Map<number, number[]>();
  for (const { release, user_id, duration_ms } of mountTimes) {
    if (release !== version || duration_ms === null) continue;
    mounts.set(userOf(user_id), [...(mounts.get(userOf(user_id)) ?? []), duration_ms]);
  }
  return {
    version,
    users: users.size,
    loads: sum(({ mount, failure, timeout }) => mount + failure + timeout),
    failedLoads: sum(({ failure, timeout }) => failure + timeout),
    failureRate: rates.length === 0 ? null : rates.reduce((a, b) => a + b, 0) / rates.length,
    errors: sum(({ error, crash }) => error + crash),
    firstMountP75Ms: weighedQuantileOf(weighedPerUser(mounts), 0.75),
  };
}

/**
 * Whether a canary's newer release fails enough beside the previous one to be rolled back by
 * itself: each with `minLoads` loads at least in the window, and the newer's failure rate above
 * `factor` times the previous one's (any failure at all when the previous one had none).
 */
export function failsBeside(
  { factor, minLoads }: Pick<AutomaticRollbackSettings, 'factor' | 'minLoads'>,
  newer: ReleaseFigures,
  previous: ReleaseFigures,
): boolean {
  if (newer.loads < minLoads || previous.loads < minLoads) return false;
  const [newerRate, previousRate] = [newer.failureRate ?? 0, previous.failureRate ?? 0];
  return newerRate > 0 && newerRate > factor * previousRate;
}
