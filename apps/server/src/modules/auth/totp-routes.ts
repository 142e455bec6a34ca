import { resultCode, totpEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { secondFactorKeyOf } from '../../lib/secret-box';
import { callerOf } from '../../plugins/app/authentication';
import { requireFreshProof } from '../../plugins/app/require-fresh-proof';
import { confirmTotpEnrolment } from './confirm-totp-enrolment';
import { getTotpStatus } from './get-totp-status';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes';
import { removeTotp } from './remove-totp';
import { startTotpEnrolment } from './start-totp-enrolment';

/**
 * The caller's authenticator app under /upms/user/totp (protected): its status, the enrolment
 * (started after a proof of the last five minutes on this session, POST /upms/user/proof, and
 * confirmed with a first code), new recovery codes and its removal (each after such a proof).
 */
const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secondFactor } = app.config;
  const key = secondFactorKeyOf(secondFactor);
  // While the policy is off, no second factor is offered or used.
  app.addHook('preHandler', async () => {
    if (secondFactor.policy === 'off') {
      throw new AppError(403, resultCode.failure, 'secondFactor.off');
    }
  });
  const totpObject = (userId: number) => ({ type: 'totp', id: userId });

  registerEndpoint(app, totpEndpoints.totpStatus, async (request) =>
    ok(await getTotpStatus(callerOf(request).userId, app.repositories.totp)),
  );

  registerEndpoint(app, totpEndpoints.startTotpEnrolment, async (request) => {
    await requireFreshProof(request);
    return ok(
      await startTotpEnrolment(
        { userId: callerOf(request).userId, key, now: app.clock.now() },
        app.repositories,
      ),
    );
  });

  registerEndpoint(app, totpEndpoints.confirmTotpEnrolment, async (request) => {
    const { userId } = callerOf(request);
    const confirmed = await confirmTotpEnrolment(
      { userId, code: request.body.code, key, now: app.clock.now() },
      app.repositories.totp,
    );
    if (confirmed.outcome === 'badCode') {
      await request.audit({
        event: 'second-factor.enrol',
        result: 'failure',
        reason: 'totp.badCode',
        object: totpObject(userId),
        details: { kind: 'totp' },
      });
      throw new AppError(400, resultCode.failure, 'totp.badCode');
    }
    await request.audit({
      event: 'second-factor.enrol',
      result: 'success',
      object: totpObject(userId),
      details: { kind: 'totp' },
    });
    return ok({ recoveryCodes: confirmed.recoveryCodes });
  });

  registerEndpoint(app, totpEndpoints.regenerateRecoveryCodes, async (request) => {
    await requireFreshProof(request);
    const { userId } = callerOf(request);
    const recoveryCodes = await regenerateRecoveryCodes(
      { userId, now: app.clock.now() },
      app.repositories,
    );
    await request.audit({
      event: 'second-factor.recovery-codes',
      result: 'success',
      object: totpObject(userId),
      details: { kind: 'totp', count: recoveryCodes.length },
    });
    return ok({ recoveryCodes });
  });

  registerEndpoint(app, totpEndpoints.removeTotp, async (request) => {
    await requireFreshProof(request);
    const { userId } = callerOf(request);
    await removeTotp(userId, app.repositories);
    await request.audit({
      event: 'second-factor.remove',
      result: 'success',
      object: totpObject(userId),
      details: { kind: 'totp' },
    });
    return ok(true);
  });
};

export default totpRoutes;
