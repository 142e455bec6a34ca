import type { ReleaseManifest } from '@portal/contract';
import { createHash } from 'node:crypto';

/** What the server knows of an app's release: its registry url and pinned manifest, if any. */
export type AppRelease = { url: string | null; manifest: ReleaseManifest | null };

/** Where the map of a script of the app is, and the sha256 its release pins it to. */
export type AppMapLocation = {
  /** An absolute url, or a path of the portal's own origin for an app at a path of it. */
  location: string;
  /** The manifest's pin, `sha256-…` (Subresource Integrity form). */
  sri: string;
};

/** The folder an entry's url names, as the shell's pinned-release check resolves files against. */
function folderOf(url: string): URL {
  const base = new URL(url, 'http://origin');
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  return base;
}

/**
 * The map of a script of the app, where its pinned release lists one beside the script
 * (`assets/index-Ab12Cd34.js.map` for `assets/index-Ab12Cd34.js`). The script must be below the
 * entry's url: from its origin and folder for an app elsewhere, from its folder for an app at a
 * path of the portal (whose origin the stack gives as the browser saw it). Null otherwise: an
 * unpinned app's files are whatever its url serves today, and no map is taken on trust.
 */
export function appMapOf(location: string, { url, manifest }: AppRelease): AppMapLocation | null {
  if (url === null || manifest === null) return null;
  let script: URL;
  try {
    script = new URL(location);
  } catch {
    return null;
  }
  const isPath = url.startsWith('/');
  const base = folderOf(url);
  if (!isPath && script.origin !== base.origin) return null;
  if (!script.pathname.startsWith(base.pathname)) return null;
  let path: string;
  try {
    path = decodeURIComponent(script.pathname.slice(base.pathname.length));
  } catch {
    return null;
  }
  const mapPath = `${path}.map`;
  const sri = manifest.files[mapPath];
  if (path === '' || sri === undefined) return null;
  const mapUrl = new URL(mapPath, base);
  return { location: isPath ? mapUrl.pathname : mapUrl.href, sri };
}

/** Whether the bytes are the ones a release pins (`sha256-` and the base64 of their digest). */
export function matchesPin(bytes: Uint8Array, sri: string): boolean {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}` === sri;
}
