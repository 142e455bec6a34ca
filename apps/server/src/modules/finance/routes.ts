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
import { z } from 'zod';
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

/**
 * The payment's optional Idempotency-Key (1 to 255 visible ASCII characters, e.g. a UUID the
 * client makes per payment it means to apply); other headers pass through untouched.
 */
const paymentHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional(),
});

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
        headers: paymentHeadersSchema,
        response: {
          200: envelopeSchema(paymentApplicationSchema),
          ...failures,
          422: failureEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { payment, isReplay } = await applyForPayment(
        callerOf(request),
        {
          body: request.body,
          now: app.clock.now(),
          idempotencyKey: request.headers['idempotency-key'],
        },
        app.repositories,
      );
      if (isReplay) reply.header('idempotent-replayed', 'true');
      return ok(payment);
    },
  );
};

export default financeRoutes;
