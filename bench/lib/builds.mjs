// The builds the benches measure, remade when missing or older than their sources.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const blankSources = join(root, 'bench/blank');
const blankPage = join(root, 'bench/.build/blank/index.html');

/**
 * Builds those of `workspaces` (`@portal/server`, `@portal/shell`, `@portal/example-subapp`)
 * whose bundle is missing or older than its sources, as `npm start` does
 * (scripts/build-if-needed.mjs): a run after the e2e suite's build rebuilds nothing.
 */
export function buildIfNeeded(...workspaces) {
  execFileSync(process.execPath, [join(root, 'scripts/build-if-needed.mjs'), ...workspaces], {
    cwd: root,
    stdio: 'inherit',
  });
}

const modifiedAt = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/**
 * The blank Vite + React page every browser measure is compared with (bench/.build/blank); with
 * `onlyIfStale`, kept when it is newer than its sources.
 */
export function buildBlankPage({ onlyIfStale = false } = {}) {
  const sourcesChangedAt = Math.max(
    ...readdirSync(blankSources).map((name) => modifiedAt(join(blankSources, name))),
  );
  if (onlyIfStale && modifiedAt(blankPage) > sourcesChangedAt) return;
  execSync('npx vite build --config bench/blank/vite.config.mjs', { cwd: root, stdio: 'inherit' });
}
