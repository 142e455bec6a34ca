import type { UserInfo } from '@portal/contract';
import { setUserNameCookie } from '@/lib/cookies';
import { getRoleLogin } from './api/get-role-login';
import { getShareToken } from './api/get-share-token';
import { requestToken, type Grant } from './api/request-token';
import {
  clearTabsAndLock,
  clearToken,
  readFirmId,
  saveToken,
  saveUserSession,
} from './session-store';
import { SignInError } from './sign-in-error';
import { reloadSessionUser } from './session-user-store';

export type SignInApi = {
  requestToken: typeof requestToken;
  getRoleLogin: typeof getRoleLogin;
  getShareToken: typeof getShareToken;
};

const defaultApi: SignInApi = { requestToken, getRoleLogin, getShareToken };

/**
 * Signs in: token, firms, user info in the stored firm (or the first), all stored. A failure after
 * the token leaves no half session behind.
 */
export async function signIn(grant: Grant, api: SignInApi = defaultApi): Promise<UserInfo> {
  clearTabsAndLock();
  const token = await api.requestToken(grant);
  saveToken(token);
  try {
    const { userId, firmIds } = await api.getRoleLogin({ silent: true });
    const storedFirmId = readFirmId();
    const firm = firmIds.find((each) => each.firmId === storedFirmId) ?? firmIds[0];
    if (!firm) throw new SignInError('no-firm');
    const userInfo = await api.getShareToken({ firmId: firm.firmId, userId }, { silent: true });
    saveUserSession({ userInfo, firms: firmIds, firmId: firm.firmId });
    setUserNameCookie(token.username);
    reloadSessionUser();
    return userInfo;
  } catch (error) {
    clearToken();
    throw error;
  }
}
