import type { Firm, TokenResponse, UserInfo } from '@portal/contract';
import { removeAuthorizationCookie, setAuthorizationCookie } from '@/lib/cookies';
import { isEmpty } from '@/lib/is-empty';
import { clearStore, getStore, removeStore, setStore } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';

/** Values that outlive a session (spec §4: logout keeps theme and tab config). */
const keptOnSignOut = [
  storageKeys.themeName,
  storageKeys.tabConfig,
  storageKeys.language,
  storageKeys.subAppOpens,
];

export function saveToken(token: TokenResponse, now = Date.now()): void {
  setStore({ name: storageKeys.token, content: token.access_token });
  setStore({ name: storageKeys.tokenExpiresAt, content: now + token.expires_in * 1000 });
  setAuthorizationCookie(token.access_token);
}

/** The stored access token, unless it has expired. */
export function readToken(now = Date.now()): string | undefined {
  const token = getStore<string>({ name: storageKeys.token });
  if (isEmpty(token) || typeof token !== 'string') return undefined;
  const expiresAt = getStore<number>({ name: storageKeys.tokenExpiresAt });
  if (typeof expiresAt === 'number' && expiresAt <= now) return undefined;
  return token;
}

/** How the user signed in: through the group portal (an id_token) or with a password. */
export type SignInMethod = 'portal' | 'password';

export function saveSignInMethod(method: SignInMethod): void {
  setStore({ name: storageKeys.signInMethod, content: method });
}

export function readSignInMethod(): SignInMethod {
  return getStore({ name: storageKeys.signInMethod }) === 'portal' ? 'portal' : 'password';
}

export function clearToken(): void {
  removeStore({ name: storageKeys.token });
  removeStore({ name: storageKeys.tokenExpiresAt });
  removeAuthorizationCookie();
}

export function saveUserSession({
  userInfo,
  firms,
  firmId,
}: {
  userInfo: UserInfo;
  firms: Firm[];
  firmId: number;
}): void {
  setStore({ name: storageKeys.userInfo, content: userInfo });
  setStore({ name: storageKeys.firmList, content: firms });
  setStore({ name: storageKeys.firmId, content: firmId });
}

/** The stored user info, unless it is missing or damaged (then the guard signs the user out). */
export function readUserInfo(): UserInfo | undefined {
  const userInfo = getStore<unknown>({ name: storageKeys.userInfo });
  return isUserInfo(userInfo) ? userInfo : undefined;
}

function isUserInfo(value: unknown): value is UserInfo {
  if (isEmpty(value) || typeof value !== 'object' || value === null) return false;
  const { userId, userName, roleLoginVos } = value as Partial<UserInfo>;
  return typeof userId === 'number' && typeof userName === 'string' && Array.isArray(roleLoginVos);
}

export function readFirmList(): Firm[] {
  const firms = getStore<Firm[]>({ name: storageKeys.firmList });
  return Array.isArray(firms) ? firms : [];
}

export function readFirmId(): number | undefined {
  const firmId = getStore<number>({ name: storageKeys.firmId });
  return typeof firmId === 'number' ? firmId : undefined;
}

export function isLocked(): boolean {
  return getStore<boolean>({ name: storageKeys.isLocked }) === true;
}

/** Signing in starts without tabs and without a lock (spec §4). */
export function clearTabsAndLock(): void {
  for (const name of [
    storageKeys.tabList,
    storageKeys.activeTab,
    storageKeys.isLocked,
    storageKeys.lockPassword,
    storageKeys.lockedFrom,
  ]) {
    removeStore({ name });
  }
}

/**
 * Forgets the session: every stored value but the theme, tab config, language and how often each
 * user opened each sub-app; the cookie.
 */
export function clearSession(): void {
  clearStore({ keep: keptOnSignOut });
  removeAuthorizationCookie();
}
