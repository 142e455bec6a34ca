import { resultCode, totpEndpoints } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { secondFactorKeyOf } from '../../lib/secret-box';
import { callerOf, signInAgain } from '../../plugins/app/authentication';
import { requireFreshProof } from '../../plugins/app/require-fresh-proof';
import {
  newRecoveryCodes,
  newTotpSecret,
  openTotpSecret,
  pendingEnrolmentSeconds,
  sealTotpSecret,
  totpStepOf,
  totpUri,
} from './totp';

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

  /** The caller, once this session proved them within five minutes; else 403. */
  async function provedCaller(request: FastifyRequest) {
    await requireFreshProof(request);
    const user = await app.repositories.users.findById(callerOf(request).userId);
    if (!user) throw signInAgain();
    return user;
  }

  registerEndpoint(app, totpEndpoints.totpStatus, async (request) => {
    const { userId } = callerOf(request);
    const totp = await app.repositories.totp.findOfUser(userId);
    const enrolled = totp?.confirmedAt != null;
    return ok({
      enrolled,
      confirmedAt: enrolled ? (totp?.confirmedAt ?? null) : null,
      recoveryCodesLeft: enrolled ? await app.repositories.totp.recoveryCodesLeft(userId) : 0,
    });
  });

  registerEndpoint(app, totpEndpoints.startTotpEnrolment, async (request) => {
    const user = await provedCaller(request);
    const secret = newTotpSecret();
    const started = await app.repositories.totp.savePending(
      user.id,
      sealTotpSecret(key, user.id, secret),
      app.clock.now(),
    );
    if (!started) throw new AppError(409, resultCode.failure, 'totp.alreadyEnrolled');
    return ok({
      uri: totpUri(secret, user.username),
      secret,
      expiresIn: pendingEnrolmentSeconds,
    });
  });

  registerEndpoint(app, totpEndpoints.confirmTotpEnrolment, async (request) => {
    const { userId } = callerOf(request);
    const now = app.clock.now();
    const pending = await app.repositories.totp.findOfUser(userId);
    if (
      !pending ||
      pending.confirmedAt !== null ||
      new Date(pending.createdAt).getTime() + pendingEnrolmentSeconds * 1000 <= now.getTime()
    ) {
      throw new AppError(400, resultCode.failure, 'totp.noPendingEnrolment');
    }
    const step = totpStepOf(
      openTotpSecret(key, userId, pending.sealedSecret),
      request.body.code,
      now,
    );
    if (step === null) {
      await request.audit({
        event: 'second-factor.enrol',
        result: 'failure',
        reason: 'totp.badCode',
        object: totpObject(userId),
        details: { kind: 'totp' },
      });
      throw new AppError(400, resultCode.failure, 'totp.badCode');
    }
    const { codes, hashes } = newRecoveryCodes();
    if (!(await app.repositories.totp.confirm(userId, step, hashes, now))) {
      throw new AppError(400, resultCode.failure, 'totp.noPendingEnrolment');
    }
    await request.audit({
      event: 'second-factor.enrol',
      result: 'success',
      object: totpObject(userId),
      details: { kind: 'totp' },
    });
    return ok({ recoveryCodes: codes });
  });

  registerEndpoint(app, totpEndpoints.regenerateRecoveryCodes, async (request) => {
    const user = await provedCaller(request);
    if (!(await app.repositories.totp.isConfirmed(user.id))) {
      throw new AppError(400, resultCode.failure, 'totp.notEnrolled');
    }
    const { codes, hashes } = newRecoveryCodes();
    await app.repositories.totp.replaceRecoveryCodes(user.id, hashes, app.clock.now());
    await request.audit({
      event: 'second-factor.recovery-codes',
      result: 'success',
      object: totpObject(user.id),
      details: { kind: 'totp', count: codes.length },
    });
    return ok({ recoveryCodes: codes });
  });

  registerEndpoint(app, totpEndpoints.removeTotp, async (request) => {
    const user = await provedCaller(request);
    if (!(await app.repositories.totp.remove(user.id))) {
      throw new AppError(400, resultCode.failure, 'totp.notEnrolled');
    }
    await request.audit({
      event: 'second-factor.remove',
      result: 'success',
      object: totpObject(user.id),
      details: { kind: 'totp' },
    });
    return ok(true);
  });
};

export default totpRoutes;
