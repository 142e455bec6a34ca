import type { UserInfo } from '@portal/contract';
import { setUserNameCookie } from '@/lib/cookies';
import { chooseFirm } from './api/choose-firm';
import { getRoleLogin } from './api/get-role-login';
import { getShareToken } from './api/get-share-token';
import { requestToken, type Grant } from './api/request-token';
import {
  clearLastView,
  clearToken,
  readFirmId,
  saveSignInMethod,
  saveToken,
  saveUserSession,
} from './session-store';
import { SignInError } from './sign-in-error';
import { reloadSessionUser } from './session-user-store';

export type SignInApi = {
  requestToken: typeof requestToken;
  getRoleLogin: typeof getRoleLogin;
  chooseFirm: typeof chooseFirm;
  getShareToken: typeof getShareToken;
};

const defaultApi: SignInApi = { requestToken, getRoleLogin, chooseFirm, getShareToken };

/**
 * Signs in: token, firms, the stored firm (or the first) recorded on the server, user info in
 * it, all stored. A failure after the token leaves no half session behind.
 */
export async function signIn(grant: Grant, api: SignInApi = defaultApi): Promise<UserInfo> {
  clearLastView();
  const token = await api.requestToken(grant);
  saveToken(token);
  try {
    const { userId, firmIds } = await api.getRoleLogin({ silent: true });
    const storedFirmId = readFirmId();
    const firm = firmIds.find((each) => each.firmId === storedFirmId) ?? firmIds[0];
    if (!firm) throw new SignInError('no-firm');
    // The server answers to-dos, notices and finance for the firm it recorded: the one shown here.
    await api.chooseFirm({ firmId: firm.firmId, userId }, { silent: true });
    const userInfo = await api.getShareToken({ firmId: firm.firmId, userId }, { silent: true });
    saveUserSession({ userInfo, firms: firmIds, firmId: firm.firmId });
    setUserNameCookie(token.username);
    saveSignInMethod(grant.grantType === 'id_token' ? 'portal' : 'password');
    reloadSessionUser();
    return userInfo;
  } catch (error) {
    clearToken();
    throw error;
  }
}
