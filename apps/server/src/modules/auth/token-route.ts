import { authEndpoints, resultCode } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { sessionCookieRequest, setSessionCookie } from '../../http/session-cookie';
import type { AuditNote } from '../../plugins/app/audit';
import { signInOutcomeOf } from '../../plugins/app/metrics/sign-in-metrics';
import { authenticateClient } from './authenticate-client';
import { TooManySignInAttempts } from './login-rate-limit';
import { relyingPartyOf } from './relying-party';
import { signIn } from './sign-in';
import { recordRefusedSignIn } from './sign-in-audit';

/** POST /auth/oauth/token: the password, portal id_token, passkey and totp grants (spec §7). */
const tokenRoute: FastifyPluginAsyncZod = async (app) => {
  /** Writes a sign-in's audit record, and counts it in the metrics. */
  const recordSignIn = (request: FastifyRequest) => (note: AuditNote) => {
    const outcome = signInOutcomeOf(note);
    if (outcome) app.metrics.countSignIn(outcome);
    return request.audit(note);
  };

  registerEndpoint(
    app,
    authEndpoints.requestToken,
    async (request, reply) => {
      const { answer, cookie } = await signIn(
        {
          body: request.body,
          clientAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          asksForCookie:
            request.headers[sessionCookieRequest.header] === sessionCookieRequest.value,
          config: app.config,
          relyingParty: () => relyingPartyOf(app.config.secondFactor, request),
          now: app.clock.now(),
        },
        app.repositories,
        recordSignIn(request),
      ).catch((error: unknown) => {
        // Not a refusal, so not in the trail: the first step was right, the second follows.
        if (error instanceof AppError && error.code === resultCode.secondFactorRequired) {
          app.metrics.countSignIn('second-factor-required');
        }
        if (error instanceof TooManySignInAttempts) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      });
      reply.header('cache-control', 'no-store');
      if (cookie) setSessionCookie(request, reply, cookie.token, cookie.lifetimeSeconds);
      return ok(answer);
    },
    {
      // The client is checked before the body is even parsed.
      onRequest: async (request) => {
        try {
          authenticateClient(request.headers.authorization, app.config.oauthClient);
        } catch (error) {
          await recordRefusedSignIn(recordSignIn(request), error, {
            username: null,
            details: null,
          });
          throw error;
        }
      },
    },
  );
};

export default tokenRoute;
