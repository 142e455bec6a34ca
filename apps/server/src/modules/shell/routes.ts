import { runtimeConfigSchema, type RuntimeConfig } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { existsSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

export type ShellRoutesOptions = { shellDist: string; runtimeConfig: RuntimeConfig };

const immutable = 'public, max-age=31536000, immutable';

/** The file under root a request path names, or null (missing, a folder, a dotfile, outside). */
function fileUnder(root: string, path: string): string | null {
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

const acceptsHtml = (request: FastifyRequest) =>
  request.headers.accept?.includes('text/html') ?? false;

/** An app route (/main/wel/index) names no file: its last segment has no dot. */
const isAppRoute = (path: string) => !(path.split('/').pop() ?? '').includes('.');

/** The built shell at /main/ (a single-page app), and its runtime configuration. */
const shellRoutes: FastifyPluginAsyncZod<ShellRoutesOptions> = async (
  app,
  { shellDist, runtimeConfig },
) => {
  const redirectToShell = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/main/${query < 0 ? '' : request.url.slice(query)}`);
  };
  app.get('/', redirectToShell);
  app.get('/main', redirectToShell);

  app.get(
    '/main/config.json',
    { schema: { response: { 200: runtimeConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return runtimeConfig;
    },
  );

  app.get('/main/*', async (request, reply) => {
    if (!existsSync(resolve(shellDist, 'index.html'))) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(request.t('shell.notBuilt'));
    }
    const path = (request.params as { '*': string })['*'];
    const file = fileUnder(shellDist, path);
    if (file) {
      // Vite puts content-hashed names under assets/: they never change.
      reply.header('cache-control', file.startsWith(`assets${sep}`) ? immutable : 'no-cache');
      return reply.sendFile(file, { cacheControl: false });
    }
    // Routes of the app itself (/main/wel/index…) get the page, which routes on the client.
    if (acceptsHtml(request) || isAppRoute(path)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', { cacheControl: false });
    }
    return reply.callNotFound();
  });
};

export default shellRoutes;
