// Vitest global setup of the compiled-server tests: builds apps/server/dist when its sources
// changed, as `npm start` does, so the tests run what production runs.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function buildServer() {
  const root = fileURLToPath(new URL('../../../..', import.meta.url));
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs', '@portal/server'], {
    cwd: root,
    stdio: 'inherit',
  });
}
