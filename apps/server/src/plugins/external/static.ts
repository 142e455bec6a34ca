import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import fp from 'fastify-plugin';

/**
 * Gives replies `sendFile` from the built shell. The routes under /main/ decide what to send
 * (modules/shell), so the plugin serves nothing by itself.
 */
export default fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      serve: false,
      // A missing build is answered with a clear 503 by the shell routes, not a log warning.
      suppressWarning: !existsSync(root),
    });
  },
  { name: 'static' },
);
