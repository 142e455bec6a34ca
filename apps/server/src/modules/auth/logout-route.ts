import { authEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { revokeAccessToken } from './revoke-access-token';

/** DELETE /auth/token/logout: revokes the bearer token of the call. */
const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, authEndpoints.revokeToken, async (request) => {
    const caller = callerOf(request);
    await revokeAccessToken(caller, new Date(), app.repositories.accessTokens);
    await request.audit({
      event: 'auth.sign-out',
      result: 'success',
      object: { type: 'access-token', id: caller.tokenId },
    });
    return ok(true);
  });
};

export default logoutRoute;
