import type { FastifyRequest } from 'fastify';
import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

/** Vite puts content-hashed names under assets/: they never change. */
const immutable = 'public, max-age=31536000, immutable';

/** The file under root a request path names, or null (missing, a folder, a dotfile, outside). */
export function fileUnder(root: string, path: string): string | null {
  const file = resolve(root, path);
  const inside = relative(root, file);
  if (
    inside === '' ||
    inside.startsWith('..') ||
    inside.split(sep).some((s) => s.startsWith('.'))
  ) {
    return null;
  }
  try {
    return statSync(file).isFile() ? inside : null;
  } catch {
    return null;
  }
}

/** The Cache-Control of a built file: hashed assets forever, anything else revalidated. */
export const cacheControlOf = (file: string) =>
  file.startsWith(`assets${sep}`) ? immutable : 'no-cache';

export const acceptsHtml = (request: FastifyRequest) =>
  request.headers.accept?.includes('text/html') ?? false;

/** An app route (/main/wel/index) names no file: its last segment has no dot. */
export const isAppRoute = (path: string) => !(path.split('/').pop() ?? '').includes('.');
