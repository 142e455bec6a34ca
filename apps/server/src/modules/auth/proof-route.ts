import { proofEndpoints, proofTtlSeconds } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { secondFactorKeyOf } from '../../lib/secret-box';
import { callerOf } from '../../plugins/app/authentication';
import { confirmIdentity } from './confirm-identity';
import { TooManySignInAttempts } from './login-rate-limit';
import { relyingPartyOf } from './relying-party';

/** POST /upms/user/proof (protected): the caller proves again who they are, for five minutes. */
const proofRoute: FastifyPluginAsyncZod = async (app) => {
  const { secondFactor, loginLimits } = app.config;
  const totpKey = secondFactorKeyOf(secondFactor);

  registerEndpoint(app, proofEndpoints.confirmIdentity, async (request, reply) => {
    await confirmIdentity(
      {
        caller: callerOf(request),
        body: request.body,
        address: request.ip,
        policy: secondFactor.policy,
        limits: loginLimits,
        totpKey,
        rp: relyingPartyOf(secondFactor, request),
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
    return ok({ expiresIn: proofTtlSeconds });
  });
};

export default proofRoute;
