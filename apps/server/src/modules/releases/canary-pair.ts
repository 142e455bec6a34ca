import type { Canary, RolloutState } from '@portal/contract';

/** The two releases of an app in canary: the newer one, beside the default. */
export type CanaryPair = {
  newer: string;
  /** The default's release; null: the registry entry's own url. */
  previous: string | null;
  /** The canary by share, when the newer release is its. */
  canary: Canary | null;
  /** The firms that run the newer release as their own. */
  firmIds: number[];
};

/**
 * Whether an app is in canary, and with what: the newest release (as published) that a share of
 * the users or some firms run, and that is newer than the default, beside the default. Null when
 * the rollout runs none such: nothing to compare, nothing to roll back by itself.
 */
export function canaryPairOf(
  { defaultVersion, firms, canary }: RolloutState,
  published: ReadonlyMap<string, number>,
): CanaryPair | null {
  const order = (version: string | null) => (version === null ? 0 : (published.get(version) ?? 0));
  const newer = [...(canary ? [canary.version] : []), ...firms.map(({ version }) => version)]
    .filter((version) => order(version) > order(defaultVersion))
    .reduce<string | null>(
      (found, version) => (found === null || order(version) > order(found) ? version : found),
      null,
    );
  if (newer === null) return null;
  return {
    newer,
    previous: defaultVersion,
    canary: canary?.version === newer ? canary : null,
    firmIds: firms.filter(({ version }) => version === newer).map(({ firmId }) => firmId),
  };
}
