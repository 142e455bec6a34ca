import type { SubAppEntry } from '@portal/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { isOwnPath } from '../../http/own-paths';
import { acceptsHtml, cacheControlOf, fileUnder, isAppRoute } from './static-files';

export type ExampleSubAppRoutesOptions = { exampleSubAppDist: string };

/** The folder micro-app resolves an app's files against: /x/index.html → /x/, /x → /x/. */
function folderOf(url: string): string {
  const { pathname } = new URL(url, 'http://origin');
  if (/\.\w+$/.test(pathname)) return pathname.slice(0, pathname.lastIndexOf('/') + 1);
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * The registry's paths on this origin (/sub-newcrm/, /sub-performance/, …), each once. Absolute
 * urls live elsewhere (sub-form's fixed internal host): nothing to serve for them here.
 */
export function sameOriginSubAppPaths(subApps: SubAppEntry[]): string[] {
  const paths = subApps
    .flatMap(({ url }) => (url !== undefined && /^\/[^/]/.test(url) ? [url] : []))
    .map((url) => folderOf(url))
    .filter((path) => path !== '/' && !isOwnPath(path));
  return [...new Set(paths)];
}

/**
 * What the shell's micro-app needs to mount a sub-app from another origin: it fetches the HTML
 * and scripts with CORS, and the sub-app's images load into the shell's page. The files are
 * public and no cookie is needed, hence any origin.
 */
function allowOtherOrigins(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * The demo's sub-applications: the example sub-app's one build, served under every path of the
 * registry on this origin, so that every sub-app route of the shell mounts a real micro-frontend.
 * Its index.html uses relative asset urls, so the same files work under each path. The paths are
 * the registry's as it is at the request: an entry added at a new path is served at once.
 */
const exampleSubAppRoutes: FastifyPluginAsync<ExampleSubAppRoutesOptions> = async (
  app,
  { exampleSubAppDist },
) => {
  const isBuilt = () => existsSync(resolve(exampleSubAppDist, 'index.html'));

  const serve = async (request: FastifyRequest, reply: FastifyReply, folder: string) => {
    allowOtherOrigins(reply);
    if (!isBuilt()) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(request.t('subApp.notBuilt'));
    }
    const path = pathOf(request).slice(folder.length);
    const file = fileUnder(exampleSubAppDist, path);
    if (file) {
      reply.header('cache-control', cacheControlOf(file));
      return reply.sendFile(file, exampleSubAppDist, { cacheControl: false });
    }
    // The app's own routes (/sub-newcrm/form) get its page when it runs alone.
    if (acceptsHtml(request) || isAppRoute(path)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', exampleSubAppDist, { cacheControl: false });
    }
    return reply.callNotFound();
  };

  // Every other GET: the paths the server owns are routes of their own, which take precedence.
  app.get('/*', async (request, reply) => {
    const path = pathOf(request);
    const { entries } = await app.subAppRegistry.current();
    const folder = sameOriginSubAppPaths(entries).find(
      (each) => path.startsWith(each) || path === each.slice(0, -1),
    );
    if (!folder) return reply.callNotFound();
    if (path.length < folder.length) {
      const query = request.url.indexOf('?');
      return reply.redirect(`${folder}${query < 0 ? '' : request.url.slice(query)}`);
    }
    return serve(request, reply, folder);
  });
};

/** The request's path, decoded, without its query. */
const pathOf = (request: FastifyRequest) => `/${(request.params as { '*': string })['*']}`;

export default exampleSubAppRoutes;
