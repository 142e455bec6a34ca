import { envelopeSchema, recallTodoResultSchema, todoIdQuerySchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { callerOf } from '../../plugins/app/authentication';
import { recallTodo } from './recall-todo';

/**
 * GET /pc/recall/todo. A GET that changes state, as the spec's client calls it; it is idempotent
 * in effect (a second recall is refused and changes nothing).
 */
const recallRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recall/todo',
    {
      schema: {
        querystring: todoIdQuerySchema,
        response: {
          200: envelopeSchema(recallTodoResultSchema),
          400: failureEnvelopeSchema,
          401: failureEnvelopeSchema,
          403: failureEnvelopeSchema,
          404: failureEnvelopeSchema,
          409: failureEnvelopeSchema,
        },
      },
    },
    async (request) =>
      ok(await recallTodo(callerOf(request), request.query, app.clock.now(), app.repositories)),
  );
};

export default recallRoute;
