/** Search keys in sorted order, each with the menu position it belongs to: prefix lookups. */
export type SortedKeys = { readonly keys: readonly string[]; readonly positions: Int32Array };

/** Sorts `keys` (UTF-16 order, as `<` compares), ties in menu order. */
export function sortKeys(keys: readonly string[], positions: readonly number[]): SortedKeys {
  const order = keys.map((_, at) => at);
  order.sort((left, right) => {
    const leftKey = keys[left] ?? '';
    const rightKey = keys[right] ?? '';
    return leftKey < rightKey ? -1 : leftKey > rightKey ? 1 : left - right;
  });
  return {
    keys: order.map((at) => keys[at] ?? ''),
    positions: Int32Array.from(order, (at) => positions[at] ?? 0),
  };
}

/** The first key not below `prefix`: where the keys that start with it begin. */
function rangeStart(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** From `start`, the keys that start with `prefix` come first: where they end. */
function rangeEnd(keys: readonly string[], prefix: string, start: number): number {
  let low = start;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '').startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The `limit` smallest menu positions, ascending and without repeats, whose key starts with
 * `prefix`, leaving out those in `excluded`. Costs a binary search plus the keys in range.
 */
export function smallestPositions(
  sorted: SortedKeys,
  prefix: string,
  limit: number,
  excluded: readonly number[],
): number[] {
  const kept: number[] = [];
  const start = rangeStart(sorted.keys, prefix);
  const end = rangeEnd(sorted.keys, prefix, start);
  for (let at = start; at < end; at += 1) {
    const position = sorted.positions[at] ?? 0;
    const count = kept.length;
    if (count === limit && position > (kept[count - 1] ?? 0)) continue;
    if (kept.includes(position) || excluded.includes(position)) continue;
    if (count === limit) kept.pop();
    // Insertion into a list of at most `limit` (10) positions.
    let slot = kept.length;
    kept.push(position);
    while (slot > 0 && (kept[slot - 1] ?? 0) > position) {
      kept[slot] = kept[slot - 1] ?? 0;
      slot -= 1;
    }
    kept[slot] = position;
  }
  return kept;
}
