import type { FirmUserQuery, UserInfo } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { signInAgain, type Caller } from '../../plugins/app/authentication';
import { userInfoIn } from '../../repositories/user-info';
import { checkFirmAccess } from './check-firm-access';

/** The caller's user info in one of their firms (GET /upms/app/query/share/token). */
export async function getFirmUserInfo(
  caller: Caller,
  { userId, firmId }: FirmUserQuery,
  repositories: Pick<Repositories, 'users' | 'roles'>,
): Promise<UserInfo> {
  const membership = await checkFirmAccess(caller, { userId, firmId });
  const userInfo = await userInfoIn(membership, userId, repositories);
  if (!userInfo) throw signInAgain();
  return userInfo;
}
