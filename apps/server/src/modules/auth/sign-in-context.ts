import type { TokenResponse } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { loginFirmsOf, userInfoIn } from '../../repositories/user-info';

export type SignInContext = Pick<TokenResponse, 'firms' | 'user_info' | 'duty'>;

/**
 * What a shell asks for after a new token, given with it: the user's firms (role/login) and their
 * user info in the firm the token answers for (share/token), and their duty. Signing in then
 * takes one request rather than three in a row (docs/api/upms.md).
 */
export async function signInContextOf(
  userId: number,
  repositories: Pick<Repositories, 'firms' | 'memberships' | 'users' | 'roles' | 'duties'>,
): Promise<SignInContext> {
  const firms = await loginFirmsOf(userId, null, repositories.firms);
  const { currentFirmId } = firms;
  const membership =
    currentFirmId === undefined
      ? undefined
      : await repositories.memberships.findDetail(userId, currentFirmId);
  const userInfo = membership && (await userInfoIn(membership, userId, repositories));
  const duty = await repositories.duties.dutyOf(userId);
  return { firms, ...(userInfo ? { user_info: userInfo } : {}), duty };
}
