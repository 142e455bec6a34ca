import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder above `from` whose package.json is the monorepo's (named `portal`). Found by walking
 * up, so it holds for the sources (src/repository-root.ts) and the bundle (dist/server.js) alike.
 */
export function findRepositoryRoot(from: string): string | null {
  for (let folder = from; ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'portal') {
      return folder.endsWith('/') ? folder : `${folder}/`;
    }
    if (dirname(folder) === folder) return null;
  }
}

const thisFolder = fileURLToPath(new URL('.', import.meta.url));

/** The repository root, from this file's location (never the working directory). */
export const repositoryRoot =
  findRepositoryRoot(thisFolder) ?? fileURLToPath(new URL('../../..', import.meta.url));
