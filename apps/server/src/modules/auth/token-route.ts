import { authEndpoints, resultCode, type tokenRequestSchema } from '@portal/contract';
import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { sessionCookieRequest, setSessionCookie } from '../../http/session-cookie';
import { authenticateClient } from './authenticate-client';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { relyingPartyOf } from './relying-party';
import { issueAccessToken } from './issue-access-token';
import { startSignInAttempt, TooManySignInAttempts } from './login-rate-limit';
import { requireSecondFactor, secondFactorExpired, secondFactorsOf } from './second-factor';
import { signInContextOf } from './sign-in-context';
import { signInWithIdToken } from './sign-in-with-id-token';
import { signInWithPasskey } from './sign-in-with-passkey';
import { signInWithPassword } from './sign-in-with-password';
import { signInWithTotp } from './sign-in-with-totp';
import { secondFactorKeyOf } from '../../lib/secret-box';
import type { User } from '../../db/schema';
import type { FirstFactor } from '../../repositories/webauthn-challenge-repository';

type SecondStep = 'passkey' | 'totp' | 'recovery-code';
type SignInMethod = 'password' | 'passkey' | 'id_token' | `${FirstFactor}+${SecondStep}`;
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

/**
 * How the user proved who they are, for the audit trail: the grant's own step, after the first
 * step (password or portal id_token) when the grant is a second factor.
 */
function methodOf(body: TokenRequestBody, firstFactor: FirstFactor | null): SignInMethod {
  switch (body.grant_type) {
    case 'password':
    case 'id_token':
      return body.grant_type;
    case 'passkey':
      return firstFactor === null ? 'passkey' : `${firstFactor}+passkey`;
    case 'totp':
      return `${firstFactor ?? 'password'}+${body.recovery_code === undefined ? 'totp' : 'recovery-code'}`;
  }
}

/** POST /auth/oauth/token: the password, portal id_token, passkey and totp grants (spec §7). */
const tokenRoute: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    authEndpoints.requestToken,
    async (request, reply) => {
      const { body } = request;
      const now = app.clock.now();
      const { secondFactor } = app.config;
      const attempted: Attempt = {
        username: body.grant_type === 'password' ? body.username : null,
        details: { grant: body.grant_type },
      };
      // A second factor after a password or an id_token: the user is the first step's, known
      // from its token.
      let afterFirstStep: { userId: number; token: string; firstFactor: FirstFactor } | null = null;
      if (body.grant_type === 'passkey' || body.grant_type === 'totp') {
        if (secondFactor.policy === 'off') {
          throw new AppError(
            403,
            resultCode.failure,
            body.grant_type === 'passkey' ? 'passkey.off' : 'secondFactor.off',
          );
        }
        const token = body.second_factor_token;
        if (token !== undefined) {
          const pending = await app.repositories.webAuthnChallenges.peekSecondFactor(
            hashOpaqueToken(token),
            now,
          );
          const user =
            pending === undefined
              ? undefined
              : await app.repositories.users.findById(pending.userId);
          if (!user || !pending) {
            const error = secondFactorExpired();
            attempted.details = {
              grant: body.grant_type,
              method: methodOf(body, body.grant_type === 'totp' ? 'password' : null),
            };
            await auditFailedSignIn(request, error, attempted);
            throw error;
          }
          attempted.username = user.username;
          afterFirstStep = { userId: user.id, token, firstFactor: pending.firstFactor };
        }
      }
      attempted.details = {
        grant: body.grant_type,
        method: methodOf(body, afterFirstStep?.firstFactor ?? null),
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
      type SignedIn = {
        user: User;
        recoveryCodesLeft?: number;
        /** A portal id_token that says the portal checked a second factor (its `amr`). */
        isSecondFactorDone?: boolean;
      };
      const signInOf = async (): Promise<SignedIn> => {
        switch (body.grant_type) {
          case 'password':
            return { user: await signInWithPassword(body, app.repositories.users) };
          case 'id_token': {
            const signedIn = await signInWithIdToken(
              {
                idToken: body.id_token,
                terms: { secret: app.config.portalJwtSecret, ...app.config.idToken, now },
              },
              app.repositories.users,
              app.repositories.usedIdTokens,
            );
            return { user: signedIn.user, isSecondFactorDone: signedIn.isSecondFactorDone };
          }
          case 'passkey':
            return {
              user: await signInWithPasskey(
                {
                  credential: body.credential,
                  challengeId: body.challenge_id,
                  secondFactor: afterFirstStep,
                  rp: relyingPartyOf(secondFactor, request),
                  now,
                },
                app.repositories,
              ),
            };
          case 'totp':
            if (!afterFirstStep) throw secondFactorExpired();
            return signInWithTotp(
              {
                secondFactor: afterFirstStep,
                code: body.code,
                recoveryCode: body.recovery_code,
                key: secondFactorKeyOf(secondFactor),
                now,
              },
              app.repositories,
            );
        }
      };
      const { user, recoveryCodesLeft, isSecondFactorDone } = await signInOf().catch(
        async (error: unknown) => {
          await (error instanceof AppError && error.statusCode === 401
            ? attempt.failed()
            : attempt.release());
          await auditFailedSignIn(request, error, attempted);
          throw error;
        },
      );
      await attempt.release();
      // A right password, or a portal id_token that names no second factor, of a user with a
      // second factor: no token yet, a passkey or the authenticator app must confirm it.
      if (
        (body.grant_type === 'password' ||
          (body.grant_type === 'id_token' && !isSecondFactorDone)) &&
        secondFactor.policy !== 'off'
      ) {
        const methods = await secondFactorsOf(user.id, app.repositories);
        if (methods.length > 0) {
          throw await requireSecondFactor(
            { userId: user.id, firstFactor: body.grant_type, methods },
            now,
            app.repositories,
          );
        }
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
      const context = await signInContextOf(user.id, app.repositories);
      // A shell's staff session keeps its token where no script reads it (decision 0015); a
      // duty session runs no sub-app and keeps its token in its own tab (decision 0012).
      const inCookie =
        request.headers[sessionCookieRequest.header] === sessionCookieRequest.value &&
        context.duty === null;
      if (inCookie) setSessionCookie(request, reply, token.access_token, token.expires_in);
      return ok({
        ...token,
        ...(inCookie ? { access_token: '' } : {}),
        ...(recoveryCodesLeft === undefined ? {} : { recovery_codes_left: recoveryCodesLeft }),
        ...context,
      });
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
