import { releaseEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { createStampedCache } from '../../repositories/stamped-cache';
import type { RunningRollouts } from '../../repositories/sub-app-release-repository';
import { runningReleasesFor } from './running-releases';

/**
 * GET /subApps/releases (signed in): which release each app runs for the caller in the firm they
 * work in, read at each call, so that a firm switch answers the new firm's. The rollouts are kept
 * at the registry's change stamp, which a rollout's change moves (migration 0040): any instance
 * answers a change made through another at its next request.
 */
const runningReleasesRoute: FastifyPluginAsyncZod = async (app) => {
  const kept = createStampedCache<RunningRollouts>(1);
  registerEndpoint(app, releaseEndpoints.listRunning, async (request, reply) => {
    const caller = callerOf(request);
    const { firmId } = await caller.currentFirm();
    const [{ entries }, rollouts] = await Promise.all([
      app.subAppRegistry.current(),
      kept.answer(caller.stamps.registry, 'rollouts', () =>
        app.repositories.subAppReleases.running(),
      ),
    ]);
    reply.header('cache-control', 'no-store');
    return ok({
      ...runningReleasesFor({ firmId, userId: caller.userId }, entries, rollouts),
      // The caller's own session may run one app from a development server (decision 0026).
      ...(await app.developerOverrides.runningFor(caller.tokenId, entries)),
    });
  });
};

export default runningReleasesRoute;
