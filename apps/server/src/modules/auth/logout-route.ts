import { envelopeSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { callerOf } from '../../plugins/app/authentication';
import { revokeAccessToken } from './revoke-access-token';

/** DELETE /auth/token/logout: revokes the bearer token of the call. */
const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/token/logout',
    { schema: { response: { 200: envelopeSchema(z.boolean()), 401: failureEnvelopeSchema } } },
    async (request) => {
      await revokeAccessToken(callerOf(request), new Date(), app.repositories.accessTokens);
      return ok(true);
    },
  );
};

export default logoutRoute;
