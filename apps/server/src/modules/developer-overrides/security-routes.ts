import { developerOverrideEndpoints, resultCode } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { requireDuty } from '../../plugins/app/require-duty';
import { grantDeveloper } from './grant-developer';
import { listDeveloperGrants } from './list-developer-grants';
import { revokeDeveloper } from './revoke-developer';

/**
 * Who may run an app from a development server: granted and revoked by security administrators
 * alone (the `security_admin` duty), never by the system administrator who keeps the registry,
 * nor by anyone for themself. Each change, and each refused, is recorded with the reason given.
 */
const developerGrantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireDuty('security_admin'));

  registerEndpoint(app, developerOverrideEndpoints.listGrants, async (request) =>
    ok(await listDeveloperGrants(request.query.userId, app.repositories)),
  );

  registerEndpoint(app, developerOverrideEndpoints.grant, async (request) => {
    const { userId, app: name, reason } = request.body;
    const granted = await grantDeveloper(
      { userId, app: name, callerId: callerOf(request).userId, now: app.clock.now() },
      app.repositories,
    );
    const object = { type: 'user', id: userId };
    if (granted.outcome === 'refused') {
      await request.audit({
        event: 'developer.grant',
        result: 'refused',
        reason: granted.refusal,
        object,
        details: { username: granted.username, app: name, reason },
      });
      throw new AppError(400, resultCode.failure, granted.refusal);
    }
    await request.audit({
      event: 'developer.grant',
      result: 'success',
      object,
      details: {
        username: granted.username,
        app: name,
        route: granted.route,
        before: 'none',
        after: 'developer',
        reason,
      },
    });
    return ok(granted.grants);
  });

  registerEndpoint(app, developerOverrideEndpoints.revoke, async (request) => {
    const { userId, app: name, reason } = request.body;
    const revoked = await revokeDeveloper(
      { userId, app: name, callerId: callerOf(request).userId, now: app.clock.now() },
      app.repositories,
    );
    await request.audit({
      event: 'developer.revoke',
      result: 'success',
      object: { type: 'user', id: userId },
      details: {
        username: revoked.username,
        app: name,
        route: revoked.route,
        before: 'developer',
        after: 'none',
        endedOverrides: revoked.endedOverrides,
        reason,
      },
    });
    return ok(revoked.grants);
  });
};

export default developerGrantRoutes;
