import {
  envelopeSchema,
  firmUserQuerySchema,
  roleLoginResponseSchema,
  userInfoSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { callerOf } from '../../plugins/app/authentication';
import { chooseFirm } from './choose-firm';
import { getFirmUserInfo } from './get-firm-user-info';
import { listLoginFirms } from './list-login-firms';

const failures = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  403: failureEnvelopeSchema,
};

/** User and permission calls of spec §7 (protected: the auth hook runs first). */
const upmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/role/login',
    { schema: { response: { 200: envelopeSchema(roleLoginResponseSchema), ...failures } } },
    async (request) => ok(await listLoginFirms(callerOf(request), app.repositories.firms)),
  );

  app.get(
    '/app/query/share/token',
    {
      schema: {
        querystring: firmUserQuerySchema,
        response: { 200: envelopeSchema(userInfoSchema), ...failures },
      },
    },
    async (request) =>
      ok(await getFirmUserInfo(callerOf(request), request.query, app.repositories)),
  );

  app.post(
    '/role/choose',
    {
      schema: {
        querystring: firmUserQuerySchema,
        response: { 200: envelopeSchema(z.boolean()), ...failures },
      },
    },
    async (request) => {
      await chooseFirm(callerOf(request), request.query, app.repositories);
      return ok(true);
    },
  );
};

export default upmsRoutes;
