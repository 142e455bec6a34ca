import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

/**
 * An approved project of the caller's firm. 404 for a project of another firm (as for one that
 * does not exist), 409 for one of the firm that is not approved.
 */
export async function findApprovedProject(
  caller: Caller,
  projectId: number,
  { financeProjects }: Pick<Repositories, 'financeProjects'>,
) {
  const { firmId } = await caller.currentFirm();
  const project = await financeProjects.findInFirm(projectId, firmId);
  if (!project) throw new AppError(404, resultCode.failure, 'finance.projectNotFound');
  if (project.status !== 'approved' || project.approved_at === null) {
    throw new AppError(409, resultCode.failure, 'finance.projectNotApproved');
  }
  return { firmId, project: { ...project, approved_at: project.approved_at } };
}
