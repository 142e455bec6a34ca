// Builds the shell and the example sub-app when a bundle is missing or older than its sources, so
// `npm start` on a fresh clone serves current builds without rebuilding on every start.
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

for (const target of targets) {
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
