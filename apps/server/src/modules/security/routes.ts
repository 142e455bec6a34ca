import {
  resultCode,
  securityEndpoints,
  securityUsersPageSize,
  type SecurityActionRequest,
  type SecurityUser,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireDuty } from '../../plugins/app/require-duty';
import { deviceOf } from '../../lib/device-of';
import type { MessageKey } from '../../messages/catalogue';
import { callerOf } from '../../plugins/app/authentication';
import type { AccountSummary } from '../../repositories/account-repository';
import type { AuditDetails, AuditEventKind } from '../../repositories/audit-repository';
import { accountKeyOf } from '../../repositories/login-failure-repository';

const toUser = ({ status, ...account }: AccountSummary): SecurityUser => ({
  ...account,
  status: status === 1 ? 'active' : 'disabled',
});

/**
 * The security administrators' API (protected by the auth hook): find accounts, see their
 * sessions, end them, disable and enable accounts, reset their second factors and unlock them.
 * Only the `security_admin` duty passes. Every change, and every change refused, is recorded with
 * the reason the administrator gave.
 */
const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireDuty('security_admin'));

  /** The target account, or 404; an action on oneself, or refused by `refuse`, is a 400. */
  async function targetOf(
    request: FastifyRequest,
    event: AuditEventKind,
    { userId, reason }: SecurityActionRequest,
    refuse?: (duty: string | null) => MessageKey | null,
  ) {
    const user = await app.repositories.users.findById(userId);
    if (!user) throw new AppError(404, resultCode.failure, 'upms.userNotFound');
    const object = { type: 'user', id: userId };
    const refusal =
      userId === callerOf(request).userId
        ? 'security.notOnYourself'
        : (refuse?.(await app.repositories.duties.dutyOf(userId)) ?? null);
    if (refusal) {
      await request.audit({
        event,
        result: 'refused',
        reason: refusal,
        object,
        details: { username: user.username, reason },
      });
      throw new AppError(400, resultCode.failure, refusal);
    }
    return { user, object };
  }

  /**
   * Records a change done to an account, with the reason given and what changed (the sessions
   * it ended, the factors it removed, the failures it cleared).
   */
  function recordDone(
    request: FastifyRequest<{ Body: SecurityActionRequest }>,
    event: AuditEventKind,
    {
      user,
      object,
      changed = {},
    }: {
      user: { username: string };
      object: { type: string; id: number };
      changed?: AuditDetails;
    },
  ) {
    return request.audit({
      event,
      result: 'success',
      object,
      details: { username: user.username, ...changed, reason: request.body.reason },
    });
  }

  registerEndpoint(app, securityEndpoints.listUsers, async (request) => {
    const { query, cursor } = request.query;
    const page = await app.repositories.accounts.search(
      { query: query || undefined, after: cursor, limit: securityUsersPageSize },
      app.clock.now(),
    );
    return ok({ users: page.accounts.map(toUser), nextCursor: page.nextCursor });
  });

  registerEndpoint(app, securityEndpoints.listUserSessions, async (request) => {
    const { userId } = request.query;
    if (!(await app.repositories.users.findById(userId))) {
      throw new AppError(404, resultCode.failure, 'upms.userNotFound');
    }
    const sessions = await app.repositories.accessTokens.listLive(userId, app.clock.now());
    return ok(
      sessions.map((session) => ({
        id: session.id,
        device: deviceOf(session.userAgent),
        clientAddress: session.clientAddress,
        startedAt: session.createdAt,
        lastActiveAt: session.lastActiveAt,
      })),
    );
  });

  registerEndpoint(app, securityEndpoints.endUserSessions, async (request) => {
    const event = 'session.end-by-admin';
    const { user, object } = await targetOf(request, event, request.body);
    const ended = await app.repositories.accounts.revokeAllTokens(user.id, app.clock.now());
    await recordDone(request, event, { user, object, changed: { ended } });
    return ok({ ended });
  });

  registerEndpoint(app, securityEndpoints.disableUser, async (request) => {
    const event = 'account.disable';
    // Separation of duties: a duty holder's account is not one security administrator's to close.
    const { user, object } = await targetOf(request, event, request.body, (duty) =>
      duty ? 'security.dutyHolder' : null,
    );
    const ended = await app.repositories.accounts.disable(user.id, app.clock.now());
    await recordDone(request, event, { user, object, changed: { ended } });
    return ok({ ended });
  });

  registerEndpoint(app, securityEndpoints.enableUser, async (request) => {
    const event = 'account.enable';
    const { user, object } = await targetOf(request, event, request.body);
    await app.repositories.accounts.enable(user.id);
    await recordDone(request, event, { user, object });
    return ok(true);
  });

  // A user who lost their factors signs in with the password alone again (under the `required`
  // policy, only to add a new one); their sessions stay.
  registerEndpoint(app, securityEndpoints.resetUserFactors, async (request) => {
    const event = 'second-factor.reset';
    const { user, object } = await targetOf(request, event, request.body);
    const removed = await app.repositories.accounts.resetSecondFactors(user.id);
    await recordDone(request, event, { user, object, changed: removed });
    return ok(removed);
  });

  // The account's failed sign-ins are forgotten: a user locked out may sign in again at once.
  registerEndpoint(app, securityEndpoints.unlockUser, async (request) => {
    const event = 'account.unlock';
    const { user, object } = await targetOf(request, event, request.body);
    const failures = await app.repositories.loginFailures.clear(
      accountKeyOf(user.username),
      app.clock.now(),
    );
    await recordDone(request, event, { user, object, changed: { failures } });
    return ok({ failures });
  });
};

export default securityRoutes;
