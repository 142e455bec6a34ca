// Packs the built package into pack/ as the tarball teams install, and prints its path.
// In this repository each entry of `exports` starts with the `@portal/source` condition, which
// points at src/ so that the workspaces use the sources without a build. The published manifest
// must not: the tarball is packed from a copy holding the `files` and a manifest without them.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const destination = join(packageDir, 'pack');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

for (const entry of Object.values(manifest.exports)) {
  if (typeof entry === 'object') delete entry['@portal/source'];
}
// The workspace's own scripts and tools: nothing a team installing the package needs.
delete manifest.scripts;
delete manifest.devDependencies;
if (JSON.stringify(manifest).includes('src/')) {
  throw new Error('pack: the published package.json still names src/');
}

const stage = mkdtempSync(join(tmpdir(), 'portal-subapp-sdk-'));
try {
  for (const file of manifest.files) {
    cpSync(join(packageDir, file), join(stage, file), { recursive: true });
  }
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  mkdirSync(destination, { recursive: true });
  // Packed as a project of its own: not as a workspace of the repository that runs this script.
  const env = { ...process.env, npm_config_local_prefix: undefined };
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: stage,
    env,
    encoding: 'utf8',
  });
  const [{ filename }] = JSON.parse(output);
  console.log(join(destination, filename));
} finally {
  rmSync(stage, { recursive: true, force: true });
}
