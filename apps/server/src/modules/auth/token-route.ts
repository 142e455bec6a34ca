import { envelopeSchema, tokenRequestSchema, tokenResponseSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { AppError } from '../../http/app-error';
import { renewCoreCache } from '../upms/renew-core-cache';
import { authenticateClient } from './authenticate-client';
import { issueAccessToken } from './issue-access-token';
import { createLoginRateLimit } from './login-rate-limit';
import { signInWithIdToken } from './sign-in-with-id-token';
import { signInWithPassword } from './sign-in-with-password';

/** POST /auth/oauth/token: the password and portal id_token grants (spec §7). */
const tokenRoute: FastifyPluginAsyncZod = async (app) => {
  const loginRateLimit = createLoginRateLimit(app);
  app.post(
    '/oauth/token',
    {
      schema: {
        body: tokenRequestSchema,
        response: {
          200: envelopeSchema(tokenResponseSchema),
          400: failureEnvelopeSchema,
          401: failureEnvelopeSchema,
          429: failureEnvelopeSchema,
        },
      },
      // The client is checked before the body is even parsed.
      onRequest: async (request) =>
        authenticateClient(request.headers.authorization, app.config.oauthClient),
      preHandler: loginRateLimit.check,
    },
    async (request, reply) => {
      const { body } = request;
      const now = app.clock.now();
      const user = await (
        body.grant_type === 'password'
          ? signInWithPassword(body, app.repositories.users)
          : signInWithIdToken(
              { idToken: body.id_token, secret: app.config.portalJwtSecret },
              app.repositories.users,
            )
      ).catch(async (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 401) {
          await loginRateLimit.recordFailure(request);
        }
        throw error;
      });
      const token = await issueAccessToken(
        {
          userId: user.id,
          username: user.username,
          scope: body.scope,
          ttlSeconds: app.config.tokenTtlSeconds,
          now,
        },
        app.repositories.accessTokens,
      );
      await renewCoreCache(
        { userId: user.id, ttlSeconds: app.config.coreCacheTtlSeconds, now },
        app.repositories.coreCacheSessions,
      );
      reply.header('cache-control', 'no-store');
      return ok(token);
    },
  );
};

export default tokenRoute;
