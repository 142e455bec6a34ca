import type { FirmUserQuery, UserInfo } from '@portal/contract';
import { setUserNameCookie } from '@/lib/cookies';
import { whenIdle } from '@/lib/when-idle';
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

/** Moments of signing in at which what comes after it can be asked for already. */
export type SignInSteps = {
  /** The firm to sign in to is known; the server has not recorded it yet. */
  onFirmKnown?: (query: FirmUserQuery) => void;
  /** The server has recorded the firm: it answers for that firm from now on. */
  onFirmChosen?: (query: FirmUserQuery) => void;
  /** Signing in failed after the token: nothing asked for it may outlive it. */
  onFailed?: () => void;
  /** Signed in with a recovery code: how many of the user's codes are left. */
  onRecoveryCodeUsed?: (codesLeft: number) => void;
  /** Awaited once the token has arrived, before it is stored: for what must not see it sooner. */
  beforeTokenStored?: () => Promise<unknown>;
};

export type SignInOptions = SignInSteps & { api?: SignInApi };

/**
 * Signs in: token, firms, the stored firm (or the first) recorded on the server, user info in
 * it, all stored. Recording the firm and the user info, which names its firm, are asked together;
 * what the token's answer brings (the firms, the user info in the firm the server answers for) is
 * not asked for. A failure after the token leaves no half session behind.
 */
export async function signIn(
  grant: Grant,
  {
    api = defaultApi,
    onFirmKnown,
    onFirmChosen,
    onFailed,
    onRecoveryCodeUsed,
    beforeTokenStored,
  }: SignInOptions = {},
): Promise<UserInfo> {
  clearLastView();
  const token = await api.requestToken(grant);
  await beforeTokenStored?.();
  saveToken(token);
  try {
    // What role/login and share/token would answer, when the token's answer brings it.
    const { userId, firmIds, currentFirmId } =
      token.firms ?? (await api.getRoleLogin({ silent: true }));
    const storedFirmId = readFirmId();
    const firm = firmIds.find((each) => each.firmId === storedFirmId) ?? firmIds[0];
    if (!firm) throw new SignInError('no-firm');
    const query = { firmId: firm.firmId, userId };
    // First in the browser's queue of requests to one host: the user info, which the frame needs.
    const loadingUserInfo =
      token.user_info?.firmId === firm.firmId
        ? Promise.resolve(token.user_info)
        : api.getShareToken(query, { silent: true });
    onFirmKnown?.(query);
    // The server answers to-dos, notices and finance for the firm it recorded: the one shown here.
    // Already the one it answers for: nothing to record, and one round trip less before the lists.
    const recorded =
      firm.firmId === currentFirmId
        ? Promise.resolve(onFirmChosen?.(query))
        : api.chooseFirm(query, { silent: true }).then(() => onFirmChosen?.(query));
    const [chosen, userInfo] = await Promise.allSettled([recorded, loadingUserInfo]);
    if (chosen.status === 'rejected') throw chosen.reason;
    if (userInfo.status === 'rejected') throw userInfo.reason;
    saveUserSession({ userInfo: userInfo.value, firms: firmIds, firmId: firm.firmId });
    // Only the next login page reads it; writing a cookie takes milliseconds the frame needs now.
    whenIdle(() => setUserNameCookie(token.username));
    const isPortal =
      grant.grantType === 'id_token' ||
      ((grant.grantType === 'passkey' || grant.grantType === 'totp') &&
        grant.firstStep === 'id_token');
    saveSignInMethod(isPortal ? 'portal' : 'password');
    reloadSessionUser();
    if (token.recovery_codes_left !== undefined) onRecoveryCodeUsed?.(token.recovery_codes_left);
    return userInfo.value;
  } catch (error) {
    clearToken();
    onFailed?.();
    throw error;
  }
}
