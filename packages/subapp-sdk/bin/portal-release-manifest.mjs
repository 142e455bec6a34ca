#!/usr/bin/env node
// Writes release-manifest.json into a built app's folder: the sha256 of every page, script and
// style in it, as the portal's registry pins them (docs/sub-apps.md, "Pinned releases"). Run it
// after the build, on the folder the build wrote:
//   portal-release-manifest dist [--release 2.4.1]
// To publish a release to the portal as well, use portal-release publish (it writes the same).
import { parseArgs } from 'node:util';
import { writeReleaseManifest } from './release-manifest.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { release: { type: 'string' } },
});
const [folder] = positionals;
if (positionals.length !== 1 || folder === undefined) {
  console.error('usage: portal-release-manifest <built folder> [--release <version>]');
  process.exit(2);
}
const written = await writeReleaseManifest(folder, values.release);
if (written === null) {
  console.error(`portal-release-manifest: no page, script or style in ${folder}`);
  process.exit(1);
}
console.log(`portal-release-manifest: ${written.count} files pinned in ${written.path}`);
