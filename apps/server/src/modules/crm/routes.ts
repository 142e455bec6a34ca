import {
  crmDepartmentSchema,
  crmRoleRequestSchema,
  crmUserRoleSchema,
  envelopeSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { callerOf } from '../../plugins/app/authentication';
import { getCrmUserRole } from './get-crm-user-role';
import { listBelongDepartments } from './list-belong-departments';

const failures = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  403: failureEnvelopeSchema,
};

/** CRM calls of spec §7 (protected). */
const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/new/cusPool/role',
    {
      schema: {
        body: crmRoleRequestSchema,
        response: { 200: envelopeSchema(crmUserRoleSchema), ...failures },
      },
    },
    async (request) => ok(await getCrmUserRole(callerOf(request), request.body, app.repositories)),
  );

  app.post(
    '/new/cusPool/belongDeptAll',
    { schema: { response: { 200: envelopeSchema(z.array(crmDepartmentSchema)), ...failures } } },
    async (request) => ok(await listBelongDepartments(callerOf(request), app.repositories)),
  );
};

export default crmRoutes;
