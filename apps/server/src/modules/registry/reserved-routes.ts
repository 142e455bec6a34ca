import { shellPathSegments } from '@portal/contract/routes';
import { existsSync, readdirSync } from 'node:fs';
import { ownPathSegments } from '../../http/own-paths';

/**
 * First path segments a sub-app route would be shadowed at: the shell's pages, the files of its
 * build (`/main/assets/…`, `/main/logos/…`) and the server's own bases. Read at each save, so a
 * new page or folder of the shell is reserved with no list to keep.
 */
export function reservedRoutesOf(shellDist: string): Set<string> {
  const built = existsSync(shellDist) ? readdirSync(shellDist) : [];
  return new Set([...shellPathSegments, ...built, ...ownPathSegments]);
}
