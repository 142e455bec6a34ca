import { envelopeSchema, tokenRequestSchema, tokenResponseSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { authenticateClient } from './authenticate-client';
import { issueAccessToken } from './issue-access-token';
import { signInWithIdToken } from './sign-in-with-id-token';
import { signInWithPassword } from './sign-in-with-password';

/** POST /auth/oauth/token: the password and portal id_token grants (spec §7). */
const tokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/oauth/token',
    {
      schema: {
        body: tokenRequestSchema,
        response: {
          200: envelopeSchema(tokenResponseSchema),
          400: failureEnvelopeSchema,
          401: failureEnvelopeSchema,
        },
      },
      // The client is checked before the body is even parsed.
      onRequest: async (request) =>
        authenticateClient(request.headers.authorization, app.config.oauthClient),
    },
    async (request, reply) => {
      const { body } = request;
      const user =
        body.grant_type === 'password'
          ? await signInWithPassword(body, app.repositories.users)
          : await signInWithIdToken(
              { idToken: body.id_token, secret: app.config.portalJwtSecret },
              app.repositories.users,
            );
      const token = await issueAccessToken(
        {
          userId: user.id,
          username: user.username,
          scope: body.scope,
          ttlSeconds: app.config.tokenTtlSeconds,
          now: new Date(),
        },
        app.repositories.accessTokens,
      );
      reply.header('cache-control', 'no-store');
      return ok(token);
    },
  );
};

export default tokenRoute;
