import { developerOverrideEndpoints, type DeveloperOverride } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearDeveloperPageCookie, setDeveloperPageCookie } from '../../http/developer-page-cookie';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { clearDeveloperOverride } from './clear-developer-override';
import { readDeveloperOverride } from './read-developer-override';
import { setDeveloperOverride } from './set-developer-override';

/** An override as the trail keeps it: the app and its development server, or null for none. */
const overrideText = (override: DeveloperOverride | null) =>
  override && `${override.app} ${override.url}`;

/**
 * A developer's override of their own session (decision 0026): read, set and ended by the
 * signed-in user, never an app's token (it calls no route without a scope). Each change is
 * recorded with the override before and after; a refusal is the caller's `access.refused`.
 */
const developerOverrideRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, developerOverrideEndpoints.read, async (request, reply) => {
    const { userId, tokenId } = callerOf(request);
    reply.header('cache-control', 'no-store');
    return ok(
      await readDeveloperOverride(
        { userId, tokenId, isAllowed: app.developerOverrides.isAllowed },
        app.repositories,
      ),
    );
  });

  registerEndpoint(app, developerOverrideEndpoints.set, async (request, reply) => {
    const { entries } = await app.subAppRegistry.current();
    const { before, after, route, pageKey, lifetimeSeconds } = await setDeveloperOverride(
      {
        caller: callerOf(request),
        app: request.body.app,
        url: request.body.url,
        isAllowed: app.developerOverrides.isAllowed,
        entries,
        now: app.clock.now(),
      },
      app.repositories,
    );
    setDeveloperPageCookie(request, reply, pageKey, lifetimeSeconds);
    await request.audit({
      event: 'developer.override-set',
      result: 'success',
      object: { type: 'sub-app', id: route },
      details: {
        app: after.app,
        url: after.url,
        before: overrideText(before),
        after: overrideText(after),
      },
    });
    return ok({ before, after });
  });

  registerEndpoint(app, developerOverrideEndpoints.clear, async (request, reply) => {
    const before = await clearDeveloperOverride(callerOf(request).tokenId, app.repositories);
    clearDeveloperPageCookie(reply);
    if (before) {
      const route = (await app.repositories.subApps.routeNamed(before.app)) ?? before.app;
      await request.audit({
        event: 'developer.override-clear',
        result: 'success',
        object: { type: 'sub-app', id: route },
        details: { app: before.app, url: before.url, before: overrideText(before), after: null },
      });
    }
    return ok({ before, after: null });
  });
};

export default developerOverrideRoutes;
