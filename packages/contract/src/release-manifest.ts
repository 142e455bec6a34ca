import { z } from 'zod';
import { plainTextSchema } from './text';

/** How many files a release manifest pins at most. */
export const maxReleaseFiles = 2000;

/**
 * A file's path in a release manifest, relative to the entry's url (its folder): `/`-separated
 * segments of letters, digits and `. _ ~ @ + -`, no leading slash, no `.` or `..` segment, no
 * query, fragment, backslash or percent-encoding (`js/app.3f2a.js`).
 */
export const releaseFilePathPattern =
  /^(?!\.{1,2}(?:\/|$))(?!.*\/\.{1,2}(?:\/|$))[\w.~@+-]+(?:\/[\w.~@+-]+)*$/;

/** A file's sha256 in Subresource Integrity form: `sha256-` and the base64 of its 32 bytes. */
export const sriSha256Pattern = /^sha256-[A-Za-z0-9+/]{43}=$/;

/**
 * What a registry entry pins its app to (docs/sub-apps.md, "Pinned releases"): the sha256 of its
 * index.html and of every script and style it loads, as the SDK's `portal-release-manifest`
 * writes them after the app's build. A file the app loads that is not listed, or whose bytes
 * differ, is a mismatch: the shell runs nothing of the app. An empty `files` pins nothing that
 * can match, so the app cannot run (what the server answers for pins it cannot read).
 */
export const releaseManifestSchema = z.strictObject({
  manifestVersion: z.literal(1),
  /** The release's own name for people (`2.4.1`). */
  release: plainTextSchema(64).pipe(z.string().min(1)).optional(),
  /** Each file by its path below the entry's url, with its sha256. */
  files: z
    .record(z.string().max(512).regex(releaseFilePathPattern), z.string().regex(sriSha256Pattern))
    .refine((files) => Object.keys(files).length <= maxReleaseFiles, {
      message: `must list ${maxReleaseFiles} files at most`,
    }),
});
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;
