#!/usr/bin/env node
// Writes release-manifest.json into a built app's folder: the sha256 of every page, script and
// style in it, as the portal's registry pins them (docs/sub-apps.md, "Pinned releases"). Run it
// after the build, on the folder the build wrote:
//   portal-release-manifest dist [--release 2.4.1]
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';

const manifestName = 'release-manifest.json';
const pinnedExtensions = new Set(['.html', '.js', '.mjs', '.cjs', '.css']);

async function filesUnder(folder) {
  const found = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else if (entry.isFile() && pinnedExtensions.has(extname(entry.name))) found.push(path);
  }
  return found;
}

/** The manifest of a built folder: each file by its path below the folder, in SRI form. */
async function releaseManifest(folder, release) {
  const files = {};
  for (const path of (await filesUnder(folder)).sort()) {
    const digest = createHash('sha256')
      .update(await readFile(path))
      .digest('base64');
    files[relative(folder, path).split(sep).join('/')] = `sha256-${digest}`;
  }
  return { manifestVersion: 1, ...(release ? { release } : {}), files };
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { release: { type: 'string' } },
});
const [folder] = positionals;
if (positionals.length !== 1 || folder === undefined) {
  console.error('usage: portal-release-manifest <built folder> [--release <version>]');
  process.exit(2);
}
const manifest = await releaseManifest(folder, values.release);
const count = Object.keys(manifest.files).length;
if (count === 0) {
  console.error(`portal-release-manifest: no page, script or style in ${folder}`);
  process.exit(1);
}
await writeFile(join(folder, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`portal-release-manifest: ${count} files pinned in ${join(folder, manifestName)}`);
