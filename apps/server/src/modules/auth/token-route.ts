import { authEndpoints } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { authenticateClient } from './authenticate-client';
import { issueAccessToken } from './issue-access-token';
import { startSignInAttempt, TooManySignInAttempts } from './login-rate-limit';
import { signInWithIdToken } from './sign-in-with-id-token';
import { signInWithPassword } from './sign-in-with-password';

type Attempt = { username: string | null; details: { grant: string } | null };

/**
 * Records a sign-in refused for the caller's part (wrong credentials, client or id_token, too many
 * failures), its message key as the reason; a failure of the server is not the caller's.
 */
async function auditFailedSignIn(request: FastifyRequest, error: unknown, attempt: Attempt) {
  if (!(error instanceof AppError) || (error.statusCode !== 401 && error.statusCode !== 429)) {
    return;
  }
  await request.audit({
    event: 'auth.sign-in',
    result: 'failure',
    reason: error.messageKey,
    ...attempt,
  });
}

/** POST /auth/oauth/token: the password and portal id_token grants (spec §7). */
const tokenRoute: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    authEndpoints.requestToken,
    async (request, reply) => {
      const { body } = request;
      const now = app.clock.now();
      const attempted: Attempt = {
        username: body.grant_type === 'password' ? body.username : null,
        details: { grant: body.grant_type },
      };
      const attempt = await startSignInAttempt(
        {
          username: attempted.username,
          address: request.ip,
          now,
          limits: app.config.loginLimits,
        },
        app.repositories.loginFailures,
      ).catch(async (error: unknown) => {
        if (error instanceof TooManySignInAttempts) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        await auditFailedSignIn(request, error, attempted);
        throw error;
      });
      const user = await (
        body.grant_type === 'password'
          ? signInWithPassword(body, app.repositories.users)
          : signInWithIdToken(
              {
                idToken: body.id_token,
                terms: { secret: app.config.portalJwtSecret, ...app.config.idToken, now },
              },
              app.repositories.users,
              app.repositories.usedIdTokens,
            )
      ).catch(async (error: unknown) => {
        await (error instanceof AppError && error.statusCode === 401
          ? attempt.failed()
          : attempt.release());
        await auditFailedSignIn(request, error, attempted);
        throw error;
      });
      await attempt.release();
      const token = await issueAccessToken(
        {
          userId: user.id,
          username: user.username,
          scope: body.scope,
          ttlSeconds: app.config.tokenTtlSeconds,
          sessionTtlSeconds: app.config.coreCacheTtlSeconds,
          now,
          clientAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
        app.repositories,
      );
      await request.audit({
        event: 'auth.sign-in',
        result: 'success',
        ...attempted,
        userId: user.id,
        username: user.username,
      });
      reply.header('cache-control', 'no-store');
      return ok(token);
    },
    {
      // The client is checked before the body is even parsed.
      onRequest: async (request) => {
        try {
          authenticateClient(request.headers.authorization, app.config.oauthClient);
        } catch (error) {
          await auditFailedSignIn(request, error, { username: null, details: null });
          throw error;
        }
      },
    },
  );
};

export default tokenRoute;
