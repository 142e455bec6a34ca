import { authEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { revokeAccessToken } from './revoke-access-token';

/** DELETE /auth/token/logout: revokes the bearer token of the call. */
const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, authEndpoints.revokeToken, async (request) => {
    await revokeAccessToken(callerOf(request), new Date(), app.repositories.accessTokens);
    return ok(true);
  });
};

export default logoutRoute;
