// Builds the shell, the example sub-app and the server when a bundle is missing or older than its
// sources, so `npm start` on a fresh clone serves current builds without rebuilding on every start.
// Arguments, if any, name the workspaces to consider (`node scripts/build-if-needed.mjs
// @portal/server`); without, all of them.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

const targets = [
  {
    workspace: '@portal/shell',
    output: 'apps/shell/dist/index.html',
    sources: [
      'apps/shell/src',
      'apps/shell/index.html',
      'apps/shell/vite.config.ts',
      'apps/shell/package.json',
      'packages/contract/src',
    ],
  },
  {
    workspace: '@portal/example-subapp',
    output: 'apps/example-subapp/dist/index.html',
    sources: [
      'apps/example-subapp/src',
      'apps/example-subapp/index.html',
      'apps/example-subapp/vite.config.ts',
      'apps/example-subapp/package.json',
      'packages/subapp-sdk/src',
    ],
  },
  {
    workspace: '@portal/server',
    output: 'apps/server/dist/server.js',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/contract/src',
    ],
  },
];

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestModification(join(path, entry))),
    stats.mtimeMs,
  );
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !targets.some((target) => target.workspace === name));
if (unknown.length > 0) throw new Error(`build-if-needed: no target ${unknown.join(', ')}`);

for (const target of targets) {
  if (wanted.length > 0 && !wanted.includes(target.workspace)) continue;
  const output = join(root, target.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(
    ...target.sources.map((source) => newestModification(join(root, source))),
  );
  if (changedAt > builtAt) {
    console.log(`Building ${target.workspace}…`);
    execSync(`npm run build --workspace ${target.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}
