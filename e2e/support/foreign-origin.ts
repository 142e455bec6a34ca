import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

type ForeignFolder = {
  folder: string;
  corsFor?: string;
  /** A single-page app: a path that names no file gets its index.html, as its own server would. */
  isSinglePage?: boolean;
};

/**
 * Another origin on loopback serving built sub-apps, as a team's own server would: each path
 * prefix serves a folder, with `Access-Control-Allow-Origin` when it names an origin. On `port`,
 * or on one the system chooses when it is 0.
 */
export async function serveForeignOrigin(port: number, folders: Record<string, ForeignFolder>) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const prefix = Object.keys(folders).find((each) => path.startsWith(each));
    const served = prefix === undefined ? undefined : folders[prefix];
    if (prefix === undefined || served === undefined) return void response.writeHead(404).end();
    const { folder, corsFor, isSinglePage = false } = served;
    const named = path.slice(prefix.length) || 'index.html';
    const relative = isSinglePage && extname(named) === '' ? 'index.html' : named;
    readFile(join(folder, relative)).then(
      (body) => {
        response.writeHead(200, {
          'content-type': contentTypes[extname(relative)] ?? 'application/octet-stream',
          ...(corsFor ? { 'access-control-allow-origin': corsFor } : {}),
        });
        response.end(body);
      },
      () => void response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  // Port 0: one the system chose.
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${listening}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
