import { envelopeSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { callerOf } from '../../plugins/app/authentication';
import { renewCoreCache } from './renew-core-cache';

/** POST /user/refesh (the spec's spelling): renews the calling session's core cache. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refesh',
    { schema: { response: { 200: envelopeSchema(z.number().int()), 401: failureEnvelopeSchema } } },
    async (request) =>
      ok(
        await renewCoreCache(
          {
            tokenId: callerOf(request).tokenId,
            ttlSeconds: app.config.coreCacheTtlSeconds,
            now: app.clock.now(),
          },
          app.repositories.coreCacheSessions,
        ),
      ),
  );
};

export default userRoutes;
