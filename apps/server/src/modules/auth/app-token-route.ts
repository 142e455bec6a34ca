import { authEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { issueAppToken } from './issue-app-token';

/** POST /auth/app-token: a token of a sub-app's own, for the shell to hand it. */
const appTokenRoute: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, authEndpoints.issueAppToken, async (request) =>
    ok(
      await issueAppToken(
        {
          caller: callerOf(request),
          app: request.body.app,
          now: app.clock.now(),
          clientAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
        app.repositories,
      ),
    ),
  );
};

export default appTokenRoute;
