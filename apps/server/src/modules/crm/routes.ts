import { crmEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { getCrmUserRole } from './get-crm-user-role';
import { listBelongDepartments } from './list-belong-departments';

/** CRM calls of spec §7 (protected). */
const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, crmEndpoints.getUserRole, async (request) =>
    ok(await getCrmUserRole(callerOf(request), request.body, app.repositories)),
  );

  registerEndpoint(app, crmEndpoints.listBelongDepartments, async (request) =>
    ok(await listBelongDepartments(callerOf(request), app.repositories)),
  );
};

export default crmRoutes;
