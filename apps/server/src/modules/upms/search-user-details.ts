import { resultCode, type UserDetailsPage, type UserDetailsRequest } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { resolveCurrentFirm } from './resolve-current-firm';

/** One page of the active users of the caller's current firm, optionally by keyword or department. */
export async function searchUserDetails(
  caller: Caller,
  { keyword, deptId, pageNum, pageSize }: UserDetailsRequest,
  repositories: Pick<Repositories, 'colleagues' | 'memberships' | 'directory'>,
): Promise<UserDetailsPage> {
  const { firmId } = await resolveCurrentFirm(caller, repositories);
  const { directory } = repositories;
  if (deptId !== undefined && (await directory.findDepartmentFirm(deptId)) !== firmId) {
    throw new AppError(403, resultCode.failure, 'upms.deptNotInFirm');
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
