import {
  approvedProjectSchema,
  contractApplicationSchema,
  envelopeSchema,
  initContractBodySchema,
  paymentApplicationSchema,
  paymentBodySchema,
  projectIdQuerySchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { callerOf } from '../../plugins/app/authentication';
import { applyForPayment } from './apply-for-payment';
import { getApprovedProject } from './get-approved-project';
import { initContractApplication } from './init-contract-application';

const failures = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  403: failureEnvelopeSchema,
  404: failureEnvelopeSchema,
  409: failureEnvelopeSchema,
};

/** Finance projects, contract applications and payments (spec §7; protected by the auth hook). */
const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/project/getApproProjectInfoById',
    {
      schema: {
        querystring: projectIdQuerySchema,
        response: { 200: envelopeSchema(approvedProjectSchema), ...failures },
      },
    },
    async (request) =>
      ok(await getApprovedProject(callerOf(request), request.query, app.repositories)),
  );

  app.post(
    '/contractAppInfo/init',
    {
      schema: {
        body: initContractBodySchema,
        response: { 200: envelopeSchema(contractApplicationSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await initContractApplication(
          callerOf(request),
          request.body,
          app.clock.now(),
          app.repositories,
        ),
      ),
  );

  app.post(
    '/paymentApplyInfo/payment',
    {
      schema: {
        body: paymentBodySchema,
        response: { 200: envelopeSchema(paymentApplicationSchema), ...failures },
      },
    },
    async (request) =>
      ok(await applyForPayment(callerOf(request), request.body, app.clock.now(), app.repositories)),
  );
};

export default financeRoutes;
