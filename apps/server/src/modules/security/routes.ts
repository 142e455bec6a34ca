import {
  resultCode,
  securityEndpoints,
  type SecurityActionRequest,
  type SecuritySessionActionRequest,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireDuty } from '../../plugins/app/require-duty';
import { callerOf } from '../../plugins/app/authentication';
import type { AuditDetails, AuditEventKind } from '../../lib/audit-chain/audit-event';
import type { AccountAction, AccountActionOutcome } from './account-target';
import { disableAccount } from './disable-account';
import { enableAccount } from './enable-account';
import { endAccountSession } from './end-account-session';
import { endAccountSessions } from './end-account-sessions';
import { findAccounts } from './find-accounts';
import { listAccountSessions } from './list-account-sessions';
import { resetAccountFactors } from './reset-account-factors';
import { unlockAccount } from './unlock-account';

type ActionRequest = FastifyRequest<{
  Body: SecurityActionRequest | SecuritySessionActionRequest;
}>;

/**
 * Records an action on an account as it ended, with the reason the administrator gave and the
 * session it named, if one: a refusal (answered 400), or what it changed. Answers the action's
 * answer.
 */
async function recordAction<Answer>(
  request: ActionRequest,
  event: AuditEventKind,
  action: AccountActionOutcome<Answer>,
): Promise<Answer> {
  const { userId, reason } = request.body;
  const object = { type: 'user', id: userId };
  const session: AuditDetails =
    'sessionId' in request.body ? { session: request.body.sessionId } : {};
  if (action.outcome === 'refused') {
    await request.audit({
      event,
      result: 'refused',
      reason: action.refusal,
      object,
      details: { username: action.username, ...session, reason },
    });
    throw new AppError(400, resultCode.failure, action.refusal);
  }
  await request.audit({
    event,
    result: 'success',
    object,
    details: { username: action.username, ...session, ...action.changed, reason },
  });
  return action.answer;
}

/**
 * The security administrators' API (protected by the auth hook): find accounts, see their
 * sessions, end them (all, or one), disable and enable accounts, reset their second factors and
 * unlock them.
 * Only the `security_admin` duty passes. Every change, and every change refused, is recorded with
 * the reason the administrator gave.
 */
const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireDuty('security_admin'));

  const actionOf = (request: ActionRequest): AccountAction => ({
    userId: request.body.userId,
    callerId: callerOf(request).userId,
    now: app.clock.now(),
  });

  registerEndpoint(app, securityEndpoints.listUsers, async (request) =>
    ok(await findAccounts({ ...request.query, now: app.clock.now() }, app.repositories)),
  );

  registerEndpoint(app, securityEndpoints.listUserSessions, async (request) =>
    ok(
      await listAccountSessions(
        { userId: request.query.userId, now: app.clock.now() },
        app.repositories,
      ),
    ),
  );

  registerEndpoint(app, securityEndpoints.endUserSessions, async (request) => {
    const ended = await endAccountSessions(actionOf(request), app.repositories);
    return ok(await recordAction(request, 'session.end-by-admin', ended));
  });

  registerEndpoint(app, securityEndpoints.endUserSession, async (request) => {
    const { sessionId } = request.body;
    const ended = await endAccountSession({ ...actionOf(request), sessionId }, app.repositories);
    return ok(await recordAction(request, 'session.end-by-admin', ended));
  });

  registerEndpoint(app, securityEndpoints.disableUser, async (request) => {
    const disabled = await disableAccount(actionOf(request), app.repositories);
    return ok(await recordAction(request, 'account.disable', disabled));
  });

  registerEndpoint(app, securityEndpoints.enableUser, async (request) => {
    const enabled = await enableAccount(actionOf(request), app.repositories);
    return ok(await recordAction(request, 'account.enable', enabled));
  });

  registerEndpoint(app, securityEndpoints.resetUserFactors, async (request) => {
    const reset = await resetAccountFactors(actionOf(request), app.repositories);
    return ok(await recordAction(request, 'second-factor.reset', reset));
  });

  registerEndpoint(app, securityEndpoints.unlockUser, async (request) => {
    const unlocked = await unlockAccount(actionOf(request), app.repositories);
    return ok(await recordAction(request, 'account.unlock', unlocked));
  });
};

export default securityRoutes;
