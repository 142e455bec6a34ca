import { homeEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { listMessages } from './list-messages';
import { listNotices } from './list-notices';
import { saveReadStatus } from './save-read-status';

/** The workbench's notices and messages (spec §7, Home; protected by the auth hook). */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, homeEndpoints.listNotices, async (request) =>
    ok(await listNotices(callerOf(request), request.query, app.repositories)),
  );

  registerEndpoint(app, homeEndpoints.listMessages, async (request) =>
    ok(await listMessages(callerOf(request), request.query, app.repositories.messages)),
  );

  registerEndpoint(app, homeEndpoints.saveReadStatus, async (request) =>
    ok(await saveReadStatus(callerOf(request), request.body, app.clock.now(), app.repositories)),
  );
};

export default homeRoutes;
