import { todoEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { countTodos } from './count-todos';
import { listTodoSteps } from './list-todo-steps';
import { listTodos } from './list-todos';

/** The caller's to-dos (spec §7, /coreSystem; protected by the auth hook). */
const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, todoEndpoints.listTodos, async (request) =>
    ok(await listTodos(callerOf(request), request.query, app.repositories)),
  );

  registerEndpoint(app, todoEndpoints.listTodoSteps, async (request) =>
    ok(await listTodoSteps(callerOf(request), request.query, app.repositories)),
  );

  registerEndpoint(app, todoEndpoints.countTodos, async (request) =>
    ok(await countTodos(callerOf(request), app.repositories)),
  );
};

export default todoRoutes;
