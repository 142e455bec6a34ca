import { runtimeConfigSchema } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { shellBase } from '../../http/own-paths';
import type { StaticRuntimeConfig } from './runtime-config';
import { acceptsHtml, cacheControlOf, fileUnder, isAppRoute } from './static-files';

export type ShellRoutesOptions = { shellDist: string; runtimeConfig: StaticRuntimeConfig };

/** The built shell at /main/ (a single-page app), and its runtime configuration with the registry. */
const shellRoutes: FastifyPluginAsyncZod<ShellRoutesOptions> = async (
  app,
  { shellDist, runtimeConfig },
) => {
  const redirectToShell = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`${shellBase}/${query < 0 ? '' : request.url.slice(query)}`);
  };
  app.get('/', redirectToShell);
  app.get(shellBase, redirectToShell);

  app.get(
    `${shellBase}/config.json`,
    { schema: { response: { 200: runtimeConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { ...runtimeConfig, subApps: (await app.subAppRegistry.current()).entries };
    },
  );

  app.get(`${shellBase}/*`, async (request, reply) => {
    if (!existsSync(resolve(shellDist, 'index.html'))) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(request.t('shell.notBuilt'));
    }
    const path = (request.params as { '*': string })['*'];
    // The build's source maps are the server's, to map stacks (lib/source-maps): never served.
    if (path.endsWith('.map')) return reply.callNotFound();
    const file = fileUnder(shellDist, path);
    if (file) {
      reply.header('cache-control', cacheControlOf(file));
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
