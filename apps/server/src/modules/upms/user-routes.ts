import { upmsEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { renewCoreCache } from './renew-core-cache';

/** POST /user/refesh (the spec's spelling): renews the calling session's core cache. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, upmsEndpoints.renewCoreCache, async (request) =>
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
