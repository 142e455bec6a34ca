import { z } from 'zod';
import { endpoint } from './endpoint';
import { crmRoutes } from './routes/crm';

/** POST /crm/new/cusPool/role: the role numbers the CRM cares about. */
export const crmRoleRequestSchema = z.array(z.string().trim().min(1).max(32)).max(100);
export type CrmRoleRequest = z.infer<typeof crmRoleRequestSchema>;

/** The caller's CRM user role, the highest one their held roles give (see docs/api/upms.md). */
export const crmUserRoleSchema = z.enum(['admin', 'manager', 'staff', 'none']);
export type CrmUserRole = z.infer<typeof crmUserRoleSchema>;

/** POST /crm/new/cusPool/belongDeptAll: a department the caller belongs to. */
export const crmDepartmentSchema = z.object({
  deptId: z.number().int(),
  deptName: z.string(),
  deptCode: z.string(),
  industry: z.string(),
  /** The caller's own department (true) rather than the business unit above it. */
  isPrimary: z.boolean(),
});
export type CrmDepartment = z.infer<typeof crmDepartmentSchema>;

/** The failures of every CRM call: bad input, not signed in, no access. */
const crmFailures = [400, 401, 403] as const;

/** The CRM endpoints (spec §7, /crm), served and called from these definitions. */
export const crmEndpoints = {
  /** The caller's CRM user role from the role numbers they send. */
  getUserRole: endpoint({
    ...crmRoutes.getUserRole,
    body: crmRoleRequestSchema,
    answer: crmUserRoleSchema,
    failures: crmFailures,
  }),
  /** The departments the caller belongs to, their own first. */
  listBelongDepartments: endpoint({
    ...crmRoutes.listBelongDepartments,
    answer: z.array(crmDepartmentSchema),
    failures: crmFailures,
  }),
};
