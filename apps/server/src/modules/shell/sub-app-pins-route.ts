import { subAppPinsEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { subAppPins } from './sub-app-pins';

/**
 * GET /subApps/pins (public): what an app's registry entry pins it to, which the shell checks
 * each of the app's files against before running it. Public: a public app (/blank) is pinned
 * too, and the hashes of files anyone may fetch are no secret. `no-cache`: a browser may keep
 * it, but asks again each time, so a new release's pins are seen at once. `release` asks for the
 * manifest of one of the app's published releases.
 */
const subAppPinsRoute: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, subAppPinsEndpoints.getPins, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok(await subAppPins(request.query, app.subAppRegistry, app.repositories));
  });
};

export default subAppPinsRoute;
