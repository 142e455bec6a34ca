import { todoEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { recallTodo } from './recall-todo';

/**
 * GET /pc/recall/todo. A GET that changes state, as the spec's client calls it; it is idempotent
 * in effect (a second recall is refused and changes nothing).
 */
const recallRoute: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, todoEndpoints.recallTodo, async (request) =>
    ok(await recallTodo(callerOf(request), request.query, app.clock.now(), app.repositories)),
  );
};

export default recallRoute;
