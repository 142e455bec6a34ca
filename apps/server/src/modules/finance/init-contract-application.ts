import { resultCode, type ContractApplication, type InitContractBody } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { isUniqueViolation } from '../../repositories/is-unique-violation';
import type { Caller } from '../../plugins/app/authentication';
import { findApprovedProject } from './find-project';
import { toContractApplication } from './to-contract-application';

const contractExists = () => new AppError(409, resultCode.failure, 'finance.contractExists');

/**
 * Opens the contract application of an approved project for its whole approved amount
 * (POST /finance/contractAppInfo/init). Only the project's manager may; a project has one
 * contract application, and the unique project_id settles two inits at the same moment.
 */
export async function initContractApplication(
  caller: Caller,
  { projectId, remark }: InitContractBody,
  now: Date,
  repositories: Pick<Repositories, 'financeProjects' | 'contractApplications'>,
): Promise<ContractApplication> {
  const { firmId, project } = await findApprovedProject(caller, projectId, repositories);
  if (project.manager_user_id !== caller.userId) {
    throw new AppError(403, resultCode.failure, 'finance.notProjectManager');
  }
  const { contractApplications } = repositories;
  if (await contractApplications.findByProject(project.id)) throw contractExists();
  let id: number;
  try {
    id = await contractApplications.insert({
      projectId: project.id,
      firmId,
      applicantId: caller.userId,
      contractNo: `HT-${project.project_no}`,
      amountCents: project.amount_cents,
      currency: project.currency,
      remark: remark || null,
      createdAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw contractExists();
    throw error;
  }
  const contract = await contractApplications.findInFirm(id, firmId);
  if (!contract) throw new Error(`Contract application ${id} vanished after its insert`);
  return toContractApplication(contract);
}
