// The release manifest of a built app, shared by the SDK's commands (portal-release-manifest,
// portal-release): the sha256 of every page, script and style, as the portal pins them
// (docs/sub-apps.md, "Pinned releases"), and of the source maps beside the scripts, which the
// portal's server fetches and checks to map the app's error stacks for operations.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';

export const manifestName = 'release-manifest.json';
const pinnedExtensions = new Set(['.html', '.js', '.mjs', '.cjs', '.css', '.map']);

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
export async function releaseManifest(folder, release) {
  const files = {};
  for (const path of (await filesUnder(folder)).sort()) {
    const digest = createHash('sha256')
      .update(await readFile(path))
      .digest('base64');
    files[relative(folder, path).split(sep).join('/')] = `sha256-${digest}`;
  }
  return { manifestVersion: 1, ...(release ? { release } : {}), files };
}

/**
 * Writes the folder's manifest into it (`release-manifest.json`) and answers it with where it
 * went; null, writing nothing, when the folder holds no page, script or style.
 */
export async function writeReleaseManifest(folder, release) {
  const manifest = await releaseManifest(folder, release);
  const count = Object.keys(manifest.files).length;
  if (count === 0) return null;
  const path = join(folder, manifestName);
  await writeFile(path, `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, path, count };
}
