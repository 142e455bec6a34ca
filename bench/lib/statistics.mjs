import { loadavg } from 'node:os';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Rounds for the JSON results: milliseconds to 0.1, ratios to 0.001. */
export const roundTo = (value, decimals) => Number(value.toFixed(decimals));

/** The one-minute load average every five seconds while `work` runs: its least, mean and most. */
export async function withLoadAverage(work) {
  const samples = [loadavg()[0]];
  const timer = setInterval(() => samples.push(loadavg()[0]), 5_000);
  try {
    const value = await work();
    samples.push(loadavg()[0]);
    const mean = samples.reduce((sum, each) => sum + each, 0) / samples.length;
    return {
      value,
      loadAverage: {
        least: roundTo(Math.min(...samples), 2),
        mean: roundTo(mean, 2),
        most: roundTo(Math.max(...samples), 2),
      },
    };
  } finally {
    clearInterval(timer);
  }
}
