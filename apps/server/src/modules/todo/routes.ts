import {
  envelopeSchema,
  todoCountSchema,
  todoIdQuerySchema,
  todoListQuerySchema,
  todoPageSchema,
  todoStepListSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { callerOf } from '../../plugins/app/authentication';
import { countTodos } from './count-todos';
import { listTodoSteps } from './list-todo-steps';
import { listTodos } from './list-todos';

const failures = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  403: failureEnvelopeSchema,
};

/** The caller's to-dos (spec §7, /coreSystem; protected by the auth hook). */
const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/todoAll',
    {
      schema: {
        querystring: todoListQuerySchema,
        response: { 200: envelopeSchema(todoPageSchema), ...failures },
      },
    },
    async (request) => ok(await listTodos(callerOf(request), request.query, app.repositories)),
  );

  app.get(
    '/todoStepList',
    {
      schema: {
        querystring: todoIdQuerySchema,
        response: {
          200: envelopeSchema(todoStepListSchema),
          ...failures,
          404: failureEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await listTodoSteps(callerOf(request), request.query, app.repositories)),
  );

  app.get(
    '/getToDoCount',
    { schema: { response: { 200: envelopeSchema(todoCountSchema), ...failures } } },
    async (request) => ok(await countTodos(callerOf(request), app.repositories)),
  );
};

export default todoRoutes;
