import type { ApprovedProject, ProjectIdQuery } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { findApprovedProject } from './find-project';
import { formatCents } from './money';
import { toContractApplication } from './to-contract-application';

/**
 * An approved project of the caller's firm with its contract application, if one was initialised
 * (GET /finance/project/getApproProjectInfoById).
 */
export async function getApprovedProject(
  caller: Caller,
  { id }: ProjectIdQuery,
  repositories: Pick<Repositories, 'financeProjects' | 'contractApplications'>,
): Promise<ApprovedProject> {
  const { project } = await findApprovedProject(caller, id, repositories);
  const contract = await repositories.contractApplications.findByProject(project.id);
  return {
    id: project.id,
    projectNo: project.project_no,
    name: project.name,
    customer: project.customer_name,
    amount: formatCents(project.amount_cents),
    currency: project.currency,
    term: project.term_months,
    approvedAt: project.approved_at,
    status: 'approved',
    manager: project.manager_name,
    contractApplication: contract ? toContractApplication(contract) : null,
  };
}
