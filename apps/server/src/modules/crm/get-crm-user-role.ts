import type { CrmRoleRequest, CrmUserRole } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

const rank: Record<CrmUserRole, number> = { none: 0, staff: 1, manager: 2, admin: 3 };

const asCrmRole = (value: string | null): CrmUserRole =>
  value === 'admin' || value === 'manager' ? value : 'staff';

/**
 * The caller's CRM user role: of the asked role numbers, those the caller holds in the current
 * firm; the highest CRM rank among them (a held role without a rank counts as staff); 'none'
 * when the caller holds none of them.
 */
export async function getCrmUserRole(
  caller: Caller,
  roleNos: CrmRoleRequest,
  repositories: Pick<Repositories, 'crm'>,
): Promise<CrmUserRole> {
  const { firmId } = await caller.currentFirm();
  const held = await repositories.crm.listHeldRoles(caller.userId, firmId, [...new Set(roleNos)]);
  return held
    .map((role) => asCrmRole(role.userRole))
    .reduce<CrmUserRole>((best, role) => (rank[role] > rank[best] ? role : best), 'none');
}
