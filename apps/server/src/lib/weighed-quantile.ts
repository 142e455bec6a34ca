/** A value and how much it weighs among the others. */
export type Weighed = { value: number; weight: number };

/**
 * The value below which `quantile` of the total weight lies (nearest rank, weighed); null for
 * none. With equal weights, the plain nearest-rank quantile.
 */
export function weighedQuantileOf(samples: readonly Weighed[], quantile: number): number | null {
  const sorted = [...samples].sort((left, right) => left.value - right.value);
  const total = sorted.reduce((sum, { weight }) => sum + weight, 0);
  let below = 0;
  for (const { value, weight } of sorted) {
    below += weight;
    if (below >= quantile * total - 1e-9) return value;
  }
  return null;
}

/** Values by user, each user's weighing one in all: one user's many weigh as another's one. */
export function weighedPerUser(byUser: ReadonlyMap<number, readonly number[]>): Weighed[] {
  return [...byUser.values()].flatMap((values) =>
    values.map((value) => ({ value, weight: 1 / values.length })),
  );
}
