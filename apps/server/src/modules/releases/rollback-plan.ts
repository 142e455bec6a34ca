import type { RollbackPlan, RolloutState } from '@portal/contract';
import type { RolloutChangeRecord } from '../../repositories/sub-app-release-repository';

const runs = (state: RolloutState, version: string) =>
  state.defaultVersion === version ||
  state.canary?.version === version ||
  state.firms.some((firm) => firm.version === version);

const versionsRun = ({ defaultVersion, firms, canary }: RolloutState) => [
  ...(defaultVersion === null ? [] : [defaultVersion]),
  ...(canary ? [canary.version] : []),
  ...firms.map(({ version }) => version),
];

/**
 * What a rollback does (docs/decisions/0025-sub-app-releases.md): it goes back from the newest
 * release the rollout runs anywhere (by default, for a firm or a canary's share; newest as
 * published) to the
 * release that was the default before that release was rolled out, that is before the latest
 * rollout change (a rollback is not one) that made the rollout run it. Null there means the
 * registry entry's own url. Rollbacks one after another walk back further. Null when the rollout
 * runs no release: nothing to go back from.
 */
export function rollbackPlan(
  current: RolloutState,
  changes: readonly RolloutChangeRecord[],
  published: ReadonlyMap<string, number>,
): RollbackPlan | null {
  const order = (version: string) => published.get(version) ?? 0;
  const newest = versionsRun(current).reduce<string | null>(
    (found, version) => (found === null || order(version) > order(found) ? version : found),
    null,
  );
  if (newest === null) return null;
  const rolledOut = changes.find(
    ({ action, before, after }) =>
      action === 'rollout' && runs(after, newest) && !runs(before, newest),
  );
  return rolledOut ? { from: newest, to: rolledOut.before.defaultVersion } : null;
}

/** The rollout a rollback leaves: everyone on the plan's release, no firm's own, no canary. */
export const rolledBackTo = (plan: RollbackPlan): RolloutState => ({
  defaultVersion: plan.to,
  firms: [],
  canary: null,
});
