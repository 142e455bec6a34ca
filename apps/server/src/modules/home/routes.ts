import {
  envelopeSchema,
  messageListQuerySchema,
  messagePageSchema,
  noticeListQuerySchema,
  noticePageSchema,
  saveReadStatusBodySchema,
  saveReadStatusResultSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { callerOf } from '../../plugins/app/authentication';
import { listMessages } from './list-messages';
import { listNotices } from './list-notices';
import { saveReadStatus } from './save-read-status';

const failures = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  403: failureEnvelopeSchema,
};

/** The workbench's notices and messages (spec §7, Home; protected by the auth hook). */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notices/list',
    {
      schema: {
        querystring: noticeListQuerySchema,
        response: { 200: envelopeSchema(noticePageSchema), ...failures },
      },
    },
    async (request) => ok(await listNotices(callerOf(request), request.query, app.repositories)),
  );

  app.get(
    '/page/message/list',
    {
      schema: {
        querystring: messageListQuerySchema,
        response: { 200: envelopeSchema(messagePageSchema), ...failures },
      },
    },
    async (request) =>
      ok(await listMessages(callerOf(request), request.query, app.repositories.messages)),
  );

  app.post(
    '/save/status',
    {
      schema: {
        body: saveReadStatusBodySchema,
        response: {
          200: envelopeSchema(saveReadStatusResultSchema),
          ...failures,
          404: failureEnvelopeSchema,
        },
      },
    },
    async (request) =>
      ok(await saveReadStatus(callerOf(request), request.body, app.clock.now(), app.repositories)),
  );
};

export default homeRoutes;
