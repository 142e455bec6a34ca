import { authEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { sessionCookieRequest, setSessionCookie } from '../../http/session-cookie';
import { authenticateClient } from './authenticate-client';
import { TooManySignInAttempts } from './login-rate-limit';
import { relyingPartyOf } from './relying-party';
import { signIn } from './sign-in';
import { recordRefusedSignIn } from './sign-in-audit';

/** POST /auth/oauth/token: the password, portal id_token, passkey and totp grants (spec §7). */
const tokenRoute: FastifyPluginAsyncZod = async (app) => {
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
        (note) => request.audit(note),
      ).catch((error: unknown) => {
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
          await recordRefusedSignIn((note) => request.audit(note), error, {
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
