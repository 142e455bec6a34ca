import { z } from 'zod';

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
