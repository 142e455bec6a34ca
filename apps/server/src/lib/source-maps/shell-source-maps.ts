import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A built script's name as Vite writes it under assets/: nothing that could leave the folder. */
const scriptName = /^[\w.-]+\.m?js$/;

/**
 * The map of one of the shell's own scripts, by the script's url or path in a stack
 * (`https://portal/main/assets/index-BEsfIa0m.js`): `assets/index-BEsfIa0m.js.map` below the
 * shell's build, which the build writes beside each script (hidden: no script names it, and the
 * server never serves it). Null for a frame of anything else.
 */
export function shellMapFileOf(location: string, shellBase: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(location, 'http://origin').pathname;
  } catch {
    return null;
  }
  const folder = `${shellBase}/assets/`;
  if (!pathname.startsWith(folder)) return null;
  const name = pathname.slice(folder.length);
  return scriptName.test(name) ? `assets/${name}.map` : null;
}

/** The text of a map of the shell's build; null when the build has none (a build without maps). */
export async function readShellMap(shellDist: string, file: string): Promise<string | null> {
  try {
    return await readFile(join(shellDist, file), 'utf8');
  } catch {
    return null;
  }
}
