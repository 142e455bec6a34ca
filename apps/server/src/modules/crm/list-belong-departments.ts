import type { CrmDepartment } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

/** The departments the caller belongs to in the current firm: their own first, then its unit. */
export async function listBelongDepartments(
  caller: Caller,
  repositories: Pick<Repositories, 'crm'>,
): Promise<CrmDepartment[]> {
  const { firmId } = await caller.currentFirm();
  const rows = await repositories.crm.listMemberDepartments(caller.userId, firmId);
  return rows
    .map((row) => ({
      deptId: row.deptId,
      deptName: row.deptName,
      deptCode: row.deptCode,
      industry: row.industry ?? '',
      isPrimary: row.deptId === row.primaryDeptId,
    }))
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.deptId - b.deptId);
}
