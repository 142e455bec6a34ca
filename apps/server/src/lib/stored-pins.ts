import { createHash } from 'node:crypto';
import { releaseManifestSchema, type ReleaseManifest } from '@portal/contract';

/** Pins that no file matches: a manifest of no files. */
export const pinsNothingMatches: ReleaseManifest = { manifestVersion: 1, files: {} };

/** What a registry entry's stored pins (`sub_apps.pinned`, migration 0032) pin its app to. */
export type StoredPins = {
  /** Null: the app runs whatever its url serves. */
  manifest: ReleaseManifest | null;
  /** False for a stored value that is not a manifest, pinned to `pinsNothingMatches`. */
  isReadable: boolean;
};

/**
 * The pins of a stored JSON manifest. Fail closed: a value that does not read as a manifest (a
 * row edited by hand, a manifest of a later version) is not "pins nothing", which would run
 * whatever the url serves, but pins no file at all, so that nothing of the app runs until an
 * administrator saves its pins again; the caller logs it. Only null, the column's own, pins
 * nothing.
 */
export function storedPins(text: string | null): StoredPins {
  if (text === null) return { manifest: null, isReadable: true };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { manifest: pinsNothingMatches, isReadable: false };
  }
  const parsed = releaseManifestSchema.safeParse(value);
  return parsed.success
    ? { manifest: parsed.data, isReadable: true }
    : { manifest: pinsNothingMatches, isReadable: false };
}

/** The pins as stored: JSON of the manifest, null for none. */
export const pinsText = (manifest: ReleaseManifest | null): string | null =>
  manifest === null ? null : JSON.stringify(manifest);

/**
 * What the audit trail keeps of pins: the release, how many files and the sha256 (hex) of the
 * manifest's JSON with its files in path order, rather than up to 2,000 paths and hashes in
 * every record. The registry request keeps the whole manifest; the digest ties the two.
 */
export function pinsSummary(
  manifest: ReleaseManifest | null,
): { release: string | null; files: number; sha256: string } | null {
  if (manifest === null) return null;
  const files = Object.fromEntries(
    Object.entries(manifest.files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const canonical = JSON.stringify({
    manifestVersion: manifest.manifestVersion,
    release: manifest.release ?? null,
    files,
  });
  return {
    release: manifest.release ?? null,
    files: Object.keys(files).length,
    sha256: createHash('sha256').update(canonical).digest('hex'),
  };
}
