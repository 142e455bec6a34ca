import { authEndpoints, resultCode, type tokenRequestSchema } from '@portal/contract';
import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { authenticateClient } from './authenticate-client';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { relyingPartyOf } from './relying-party';
import { issueAccessToken } from './issue-access-token';
import { startSignInAttempt, TooManySignInAttempts } from './login-rate-limit';
import { requireSecondFactor, secondFactorExpired } from './second-factor';
import { signInWithIdToken } from './sign-in-with-id-token';
import { signInWithPasskey } from './sign-in-with-passkey';
import { signInWithPassword } from './sign-in-with-password';

type SignInMethod = 'password' | 'passkey' | 'password+passkey';
type TokenRequestBody = z.output<typeof tokenRequestSchema>;

type Attempt = {
  username: string | null;
  details: { grant: string; method?: SignInMethod } | null;
};

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

/** How the user proved who they are, for the audit trail; none for a portal id_token. */
function methodOf(body: TokenRequestBody): SignInMethod | undefined {
  if (body.grant_type === 'password') return 'password';
  if (body.grant_type === 'passkey') {
    return body.second_factor_token === undefined ? 'passkey' : 'password+passkey';
  }
  return undefined;
}

/** POST /auth/oauth/token: the password, portal id_token and passkey grants (spec §7). */
const tokenRoute: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    authEndpoints.requestToken,
    async (request, reply) => {
      const { body } = request;
      const now = app.clock.now();
      const { secondFactor } = app.config;
      const method = methodOf(body);
      const attempted: Attempt = {
        username: body.grant_type === 'password' ? body.username : null,
        details: { grant: body.grant_type, ...(method ? { method } : {}) },
      };
      // The passkey after a password: the user is the password's, known from their token.
      let afterPassword: { userId: number; token: string } | null = null;
      if (body.grant_type === 'passkey') {
        if (secondFactor.policy === 'off') {
          throw new AppError(403, resultCode.failure, 'passkey.off');
        }
        const token = body.second_factor_token;
        if (token !== undefined) {
          const userId = await app.repositories.webAuthnChallenges.peekSecondFactorToken(
            hashOpaqueToken(token),
            now,
          );
          const user =
            userId === undefined ? undefined : await app.repositories.users.findById(userId);
          if (!user) {
            const error = secondFactorExpired();
            await auditFailedSignIn(request, error, attempted);
            throw error;
          }
          attempted.username = user.username;
          afterPassword = { userId: user.id, token };
        }
      }
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
      const signInOf = () => {
        switch (body.grant_type) {
          case 'password':
            return signInWithPassword(body, app.repositories.users);
          case 'id_token':
            return signInWithIdToken(
              {
                idToken: body.id_token,
                terms: { secret: app.config.portalJwtSecret, ...app.config.idToken, now },
              },
              app.repositories.users,
              app.repositories.usedIdTokens,
            );
          case 'passkey':
            return signInWithPasskey(
              {
                credential: body.credential,
                challengeId: body.challenge_id,
                secondFactor: afterPassword,
                rp: relyingPartyOf(secondFactor, request),
                now,
              },
              app.repositories,
            );
        }
      };
      const user = await signInOf().catch(async (error: unknown) => {
        await (error instanceof AppError && error.statusCode === 401
          ? attempt.failed()
          : attempt.release());
        await auditFailedSignIn(request, error, attempted);
        throw error;
      });
      await attempt.release();
      // A right password of a user with a passkey: no token yet, the passkey must confirm it.
      if (
        body.grant_type === 'password' &&
        secondFactor.policy !== 'off' &&
        (await app.repositories.passkeys.countOfUser(user.id)) > 0
      ) {
        throw await requireSecondFactor(user.id, now, app.repositories);
      }
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
