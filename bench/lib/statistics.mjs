export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Rounds for the JSON results: milliseconds to 0.1, ratios to 0.001. */
export const roundTo = (value, decimals) => Number(value.toFixed(decimals));
