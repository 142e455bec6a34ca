// `npm run bench:smoke`: every bench once in the short mode (BENCH_SHORT=1), one after another,
// so that a bench that no longer starts or measures fails the build. Figures are not judged;
// results go to a temporary folder, removed when every bench ran.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from './lib/builds.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Each bench's command line after `node`, in the order they run. */
const benches = [
  ['bench/run.mjs'],
  ['bench/sign-in.mjs'],
  ['bench/tab-switch.mjs'],
  ['bench/sub-apps.mjs'],
  ['bench/dialogs.mjs'],
  ['bench/prefetch-memory.mjs'],
  ['bench/toolchain-memory.mjs'],
  ['--import', 'tsx', 'bench/menu-search.ts'],
  ['bench/load.mjs'],
  ['bench/scale/run.mjs'],
];

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const resultsDirectory = mkdtempSync(join(tmpdir(), 'portal-bench-smoke-'));
const startedAt = performance.now();
const timings = [];

// The builds the benches measure, once, before any of them (nothing when the e2e run made them).
const buildStartedAt = performance.now();
buildIfNeeded('@portal/server', '@portal/shell', '@portal/example-subapp');
timings.push(['builds', seconds(buildStartedAt)]);

function printTimings() {
  for (const [name, taken] of timings) console.log(`  ${name.padEnd(28)} ${taken.padStart(6)} s`);
  console.log(`  ${'total'.padEnd(28)} ${seconds(startedAt).padStart(6)} s`);
}

for (const args of benches) {
  const name = args.at(-1);
  console.log(`\nbench:smoke: ${name}`);
  const benchStartedAt = performance.now();
  const run = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_SHORT: '1', BENCH_RESULTS_DIR: resultsDirectory },
  });
  timings.push([name, seconds(benchStartedAt)]);
  if (run.status !== 0) {
    const how = run.error?.message ?? `exit ${run.status ?? run.signal}`;
    console.error(
      `\nbench:smoke: ${name} failed (${how}); the results so far: ${resultsDirectory}`,
    );
    printTimings();
    process.exit(1);
  }
}

rmSync(resultsDirectory, { recursive: true, force: true });
console.log('\nbench:smoke: every bench ran (short mode, figures not judged)');
printTimings();
