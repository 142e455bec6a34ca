import { financeEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { applyForPayment } from './apply-for-payment';
import { getApprovedProject } from './get-approved-project';
import { initContractApplication } from './init-contract-application';

/** Finance projects, contract applications and payments (spec §7; protected by the auth hook). */
const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, financeEndpoints.getApprovedProject, async (request) =>
    ok(await getApprovedProject(callerOf(request), request.query, app.repositories)),
  );

  registerEndpoint(app, financeEndpoints.initContract, async (request) =>
    ok(
      await initContractApplication(
        callerOf(request),
        request.body,
        app.clock.now(),
        app.repositories,
      ),
    ),
  );

  registerEndpoint(app, financeEndpoints.applyForPayment, async (request, reply) => {
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
    await request.audit({
      event: isReplay ? 'payment.replayed' : 'payment.applied',
      result: 'success',
      object: { type: 'payment-application', id: payment.id },
      details: { contractAppId: payment.contractAppId },
    });
    return ok(payment);
  });
};

export default financeRoutes;
