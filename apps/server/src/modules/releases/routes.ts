import { releaseEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { requireDuty } from '../../plugins/app/require-duty';
import { rolloutText } from '../../repositories/sub-app-release-repository';
import { changeCanary } from './change-canary';
import { changeRollout } from './change-rollout';
import { compareReleases } from './compare-releases';
import { issueTeamToken } from './issue-team-token';
import { listAppReleases } from './list-app-releases';
import { revokeTeamToken } from './revoke-team-token';
import { rollBack } from './roll-back';
import { automaticRollbackText, setAutomaticRollback } from './set-automatic-rollback';

/**
 * Steering releases (system administrators, as the registry): an app's releases and rollout, a
 * change of its default, a firm's release or its canary, the rollback and when it is automatic,
 * the canaries' releases compared, and its team tokens. Each change is recorded with the rollout
 * (or setting) before and after; anyone else gets the 403 recorded as refused.
 */
const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireDuty('system_admin'));

  registerEndpoint(app, releaseEndpoints.listOfApp, async (request) =>
    ok(await listAppReleases(request.query.app, app.repositories)),
  );

  registerEndpoint(app, releaseEndpoints.changeRollout, async (request) => {
    const { app: name, firmId, version } = request.body;
    const { before, after, route } = await changeRollout(
      { app: name, firmId, version, userId: callerOf(request).userId, now: app.clock.now() },
      app.repositories,
    );
    await request.audit({
      event: 'release.rollout',
      result: 'success',
      object: { type: 'sub-app', id: route },
      details: {
        app: name,
        firm: firmId,
        version,
        before: rolloutText(before),
        after: rolloutText(after),
      },
    });
    return ok({ before, after });
  });

  registerEndpoint(app, releaseEndpoints.rollBack, async (request) => {
    const { app: name } = request.body;
    const { before, after, plan, route } = await rollBack(
      { app: name, userId: callerOf(request).userId, now: app.clock.now() },
      app.repositories,
    );
    await request.audit({
      event: 'release.rollback',
      result: 'success',
      object: { type: 'sub-app', id: route },
      details: {
        app: name,
        from: plan.from,
        to: plan.to,
        before: rolloutText(before),
        after: rolloutText(after),
      },
    });
    return ok({ before, after });
  });

  registerEndpoint(app, releaseEndpoints.changeCanary, async (request) => {
    const { app: name, canary } = request.body;
    const { before, after, route } = await changeCanary(
      { app: name, canary, userId: callerOf(request).userId, now: app.clock.now() },
      app.repositories,
    );
    await request.audit({
      event: 'release.rollout',
      result: 'success',
      object: { type: 'sub-app', id: route },
      details: {
        app: name,
        canary: canary?.version ?? null,
        share: canary?.share ?? null,
        before: rolloutText(before),
        after: rolloutText(after),
      },
    });
    return ok({ before, after });
  });

  registerEndpoint(app, releaseEndpoints.setAutomaticRollback, async (request) => {
    const { app: name, automaticRollback } = request.body;
    const { before, after, route } = await setAutomaticRollback(
      { app: name, automaticRollback, userId: callerOf(request).userId, now: app.clock.now() },
      app.repositories,
    );
    await request.audit({
      event: 'release.auto-rollback',
      result: 'success',
      object: { type: 'sub-app', id: route },
      details: {
        app: name,
        before: automaticRollbackText(before),
        after: automaticRollbackText(after),
      },
    });
    return ok({ automaticRollback: after });
  });

  registerEndpoint(app, releaseEndpoints.compare, async (request) =>
    ok(await compareReleases({ since: new Date(request.query.since) }, app.repositories)),
  );

  registerEndpoint(app, releaseEndpoints.issueTeamToken, async (request) => {
    const { app: name, name: tokenName } = request.body;
    const issued = await issueTeamToken(
      { app: name, name: tokenName, userId: callerOf(request).userId, now: app.clock.now() },
      app.repositories,
    );
    await request.audit({
      event: 'release.token-issue',
      result: 'success',
      object: { type: 'team-token', id: issued.id },
      // Never the token: its name and app say which it is.
      details: { app: name, name: tokenName, before: null, after: 'active' },
    });
    return ok(issued);
  });

  registerEndpoint(app, releaseEndpoints.revokeTeamToken, async (request) => {
    const { token, app: name } = await revokeTeamToken(
      { id: request.body.id, userId: callerOf(request).userId, now: app.clock.now() },
      app.repositories,
    );
    await request.audit({
      event: 'release.token-revoke',
      result: 'success',
      object: { type: 'team-token', id: token.id },
      details: { app: name, name: token.name, before: 'active', after: 'revoked' },
    });
    return ok(token);
  });
};

export default releaseRoutes;
