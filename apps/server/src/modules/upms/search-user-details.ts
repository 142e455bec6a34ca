import { resultCode, type UserDetailsPage, type UserDetailsRequest } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

/** One page of the active users of the caller's current firm, optionally by keyword or department. */
export async function searchUserDetails(
  caller: Caller,
  { keyword, deptId, pageNum, pageSize }: UserDetailsRequest,
  { directory }: Pick<Repositories, 'directory'>,
): Promise<UserDetailsPage> {
  const { firmId } = await caller.currentFirm();
  // A department of another firm answers as one that does not exist.
  if (deptId !== undefined && (await directory.findDepartmentFirm(deptId)) !== firmId) {
    throw new AppError(404, resultCode.failure, 'upms.deptNotFound');
  }
  const criteria = {
    firmId,
    keyword: keyword || undefined,
    deptId,
    offset: (pageNum - 1) * pageSize,
    limit: pageSize,
  };
  const [records, total] = await Promise.all([
    directory.searchMembers(criteria),
    directory.countMembers(criteria),
  ]);
  return { records, total, pageNum, pageSize };
}
