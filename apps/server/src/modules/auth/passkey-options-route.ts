import rateLimit from '@fastify/rate-limit';
import { authEndpoints, resultCode } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { relyingPartyOf } from './relying-party';
import { startPasskeySignIn } from './start-passkey-sign-in';

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
  registerEndpoint(app, authEndpoints.passkeyOptions, async (request) =>
    ok(
      await startPasskeySignIn(
        {
          secondFactorToken: request.body?.second_factor_token,
          policy: app.config.secondFactor.policy,
          relyingParty: () => relyingPartyOf(app.config.secondFactor, request),
          now: app.clock.now(),
        },
        app.repositories,
      ),
    ),
  );
};

export default passkeyOptionsRoute;
