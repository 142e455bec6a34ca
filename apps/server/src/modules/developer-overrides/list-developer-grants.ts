import { resultCode, type DeveloperGrant } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';

/** A user's grants, by app; 404 for no such user. */
export async function listDeveloperGrants(
  userId: number,
  { users, subAppDevelopers }: Pick<Repositories, 'users' | 'subAppDevelopers'>,
): Promise<DeveloperGrant[]> {
  if (!(await users.findById(userId))) {
    throw new AppError(404, resultCode.failure, 'upms.userNotFound');
  }
  return subAppDevelopers.grantsOf(userId);
}
