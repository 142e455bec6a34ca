// The short mode (BENCH_SHORT=1): each bench does all it does (builds, servers, measures, JSON)
// with few rounds and small data, so that CI finds out when one no longer runs. Its figures are
// not judged, and never land on the committed ones.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

export const isShort = process.env.BENCH_SHORT === '1';

/** `short` in the short mode, `full` otherwise: a bench's rounds, sizes and waits. */
export const shortOr = (short, full) => (isShort ? short : full);

/**
 * Where results go: `BENCH_RESULTS_DIR`, else bench/results, or in the short mode a temporary
 * folder, so that a short run's figures never replace the committed ones.
 */
const resultsDirectory =
  process.env.BENCH_RESULTS_DIR ??
  (isShort ? join(tmpdir(), 'portal-bench-short') : join(root, 'bench/results'));

/** Writes a bench's JSON to the results folder; a short run's says it is one. */
export function writeResult(file, result) {
  mkdirSync(resultsDirectory, { recursive: true });
  const marked = isShort
    ? { shortRun: 'BENCH_SHORT: a few rounds on small data, to show the bench runs; not judged' }
    : {};
  writeFileSync(
    join(resultsDirectory, file),
    `${JSON.stringify({ ...marked, ...result }, null, 2)}\n`,
  );
}

/**
 * A bench's port: `variable` if set, else `fallback`, 400 higher in the short mode, out of the
 * e2e suite's ports (18321-18520 and a spec's own above them) in case a run of it is going.
 */
export const portOf = (variable, fallback) =>
  Number(process.env[variable] ?? fallback + shortOr(400, 0));

/** The verdict printed beside a figure and its budget; a short run judges nothing. */
export const verdict = (isWithin, over = 'OVER') =>
  isShort ? 'not judged (short run)' : isWithin ? 'within' : over;

/**
 * Fails a short run when a measure had failed answers (`[name, count]` pairs): with a few
 * rounds on small data none should, and a measure whose answers fail no longer measures what it
 * says. A full run keeps them as figures (a time-out under load is one).
 */
export function failShortRunOnFailedAnswers(failures) {
  const failed = failures.filter(([, count]) => count > 0);
  if (!isShort || failed.length === 0) return;
  const named = failed.map(([name, count]) => `${name}: ${count}`).join(', ');
  throw new Error(`Failed answers (${named})`);
}
