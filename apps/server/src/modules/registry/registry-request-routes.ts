import { registryEndpoints, resultCode } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireDuty } from '../../plugins/app/require-duty';
import { callerOf } from '../../plugins/app/authentication';
import { decideRegistryRequest } from './decide-registry-request';
import { listRegistryRequests } from './list-registry-requests';
import { auditedEntryText } from './registry-rows';

/** Who may read the requests: the system administrators who ask, the security ones who decide. */
async function requireRegistryDuty(request: FastifyRequest): Promise<void> {
  const { duty } = callerOf(request);
  if (duty !== 'system_admin' && duty !== 'security_admin') {
    throw new AppError(403, resultCode.failure, 'duty.registryRequestsOnly');
  }
}

/**
 * Changes that raise an app's trust (docs/sub-apps.md): read by system and security
 * administrators, decided by a security administrator who did not ask, with a reason. Both the
 * request (routes.ts) and the decision are recorded with the entry before and after.
 */
const registryRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    registryEndpoints.listRequests,
    async () => ok(await listRegistryRequests(app.repositories)),
    { preHandler: requireRegistryDuty },
  );

  registerEndpoint(
    app,
    registryEndpoints.decideRequest,
    async (request) => {
      const decided = await decideRegistryRequest(
        { ...request.body, deciderId: callerOf(request).userId, now: app.clock.now() },
        app.repositories,
      );
      await request.audit({
        event: decided.status === 'approved' ? 'registry.approve' : 'registry.reject',
        result: 'success',
        object: { type: 'sub-app', id: decided.route },
        details: {
          request: decided.id,
          raises: decided.raises.join(','),
          requestedBy: decided.requestedBy.username,
          before: auditedEntryText(decided.previous),
          after: auditedEntryText(decided.proposed),
          reason: request.body.reason,
        },
      });
      return ok(decided);
    },
    { preHandler: requireDuty('security_admin') },
  );
};

export default registryRequestRoutes;
