import rateLimit from '@fastify/rate-limit';
import { authEndpoints, resultCode } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { startAuthentication } from './passkey-ceremonies';
import { relyingPartyOf } from './relying-party';
import { secondFactorExpired } from './second-factor';

/**
 * POST /auth/passkey/options (public): the options of a passkey sign-in, for any passkey of the
 * site, or after a password for that user's passkeys. Each answer stores a challenge: one client
 * address starts PASSKEY_OPTIONS_PER_MINUTE at most on an instance, then gets 429 with
 * Retry-After until the minute is over.
 */
const passkeyOptionsRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, {
    max: app.config.loginLimits.passkeyOptionsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, { ttl }) =>
      new AppError(429, resultCode.failure, 'passkey.tooManyStarted', {
        seconds: Math.max(1, Math.ceil(ttl / 1000)),
      }),
  });
  registerEndpoint(app, authEndpoints.passkeyOptions, async (request) => {
    const { secondFactor } = app.config;
    if (secondFactor.policy === 'off') throw new AppError(403, resultCode.failure, 'passkey.off');
    const now = app.clock.now();
    const token = request.body?.second_factor_token;
    let userId: number | null = null;
    if (token !== undefined) {
      const tokenUser = await app.repositories.webAuthnChallenges.peekSecondFactorToken(
        hashOpaqueToken(token),
        now,
      );
      if (tokenUser === undefined) throw secondFactorExpired();
      userId = tokenUser;
    }
    return ok(
      await startAuthentication(
        userId === null ? 'sign-in' : 'second-factor',
        userId,
        { rp: relyingPartyOf(secondFactor, request), now },
        app.repositories,
      ),
    );
  });
};

export default passkeyOptionsRoute;
