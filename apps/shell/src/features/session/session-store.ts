import type { Firm, TokenResponse, UserInfo } from '@portal/contract';
import { saveSessionDuty, sessionValuesStorage } from '@/lib/duty-session';
import { isEmpty } from '@/lib/is-empty';
import { clearByLifetime, getStore, removeStore, setStore } from '@/lib/storage';
import { storageKey } from '@/lib/storage-keys';

const tokenKey = storageKey('access_token', 'session');
/** Set while a session is signed in here, in either kind of session: other windows follow it. */
export const sessionKey = storageKey('access_token_expires_at', 'session');
const userInfoKey = storageKey('userInfo', 'session');
const firmListKey = storageKey('firmList', 'session');
export const firmIdKey = storageKey('firmId', 'session');
const signInMethodKey = storageKey('signInMethod', 'session');
// Kept over the sign-out it explains (a `session` value would go with it), gone at the next sign-in.
const endReasonKey = storageKey('sessionEndReason', 'device');

/**
 * Keeps a new session: a staff session's token is an HttpOnly cookie the server set, which no
 * script of the page reads, sub-apps' included (the answer's token is then empty); a duty
 * session, which runs no sub-app, keeps its token in its tab (decisions 0012 and 0015).
 */
export function saveToken(token: TokenResponse, now = Date.now()): void {
  removeStore({ name: endReasonKey });
  saveSessionDuty(token.duty);
  const type = sessionValuesStorage();
  if (token.access_token === '') removeStore({ name: tokenKey });
  else setStore({ name: tokenKey, content: token.access_token, type });
  setStore({ name: sessionKey, content: now + token.expires_in * 1000, type });
}

/**
 * The bearer token a duty session stored, even past its lifetime: the session's watch still
 * shows it to the server, which records the expiry and says so (as the browser sends a staff
 * session's cookie, kept past the token's lifetime for this).
 */
export function readStoredToken(): string | undefined {
  const token = getStore<string>({ name: tokenKey });
  return typeof token === 'string' && !isEmpty(token) ? token : undefined;
}

/** Whether a session is signed in here and within its lifetime. */
export function hasSession(now = Date.now()): boolean {
  const expiresAt = readTokenExpiresAt();
  return expiresAt !== undefined && expiresAt > now;
}

/** The bearer token a duty session stored, unless it has expired; none for a staff session. */
export function readToken(now = Date.now()): string | undefined {
  return hasSession(now) ? readStoredToken() : undefined;
}

/** When the stored token reaches its absolute lifetime (epoch ms), if a token is stored. */
export function readTokenExpiresAt(): number | undefined {
  const expiresAt = getStore<number>({ name: sessionKey });
  return typeof expiresAt === 'number' ? expiresAt : undefined;
}

/**
 * Why the session ended, as the server said it: the login page says it, in this window and in
 * the browser's others, which follow the sign-out (a storage event). Gone at the next sign-in.
 */
export function saveSessionEndReason(message: string): void {
  setStore({ name: endReasonKey, content: message });
}

export function readSessionEndReason(): string | undefined {
  const message = getStore<string>({ name: endReasonKey });
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** How the user signed in: through the group portal (an id_token) or with a password. */
export type SignInMethod = 'portal' | 'password';

export function saveSignInMethod(method: SignInMethod): void {
  setStore({ name: signInMethodKey, content: method, type: sessionValuesStorage() });
}

export function readSignInMethod(): SignInMethod {
  return getStore({ name: signInMethodKey }) === 'portal' ? 'portal' : 'password';
}

export function clearToken(): void {
  removeStore({ name: tokenKey });
  removeStore({ name: sessionKey });
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
  const type = sessionValuesStorage();
  setStore({ name: userInfoKey, content: userInfo, type });
  setStore({ name: firmListKey, content: firms, type });
  setStore({ name: firmIdKey, content: firmId, type });
}

/** The stored user info, unless it is missing or damaged (then the guard signs the user out). */
export function readUserInfo(): UserInfo | undefined {
  const userInfo = getStore<unknown>({ name: userInfoKey });
  return isUserInfo(userInfo) ? userInfo : undefined;
}

function isUserInfo(value: unknown): value is UserInfo {
  if (isEmpty(value) || typeof value !== 'object' || value === null) return false;
  const { userId, userName, roleLoginVos } = value as Partial<UserInfo>;
  return typeof userId === 'number' && typeof userName === 'string' && Array.isArray(roleLoginVos);
}

export function readFirmList(): Firm[] {
  const firms = getStore<Firm[]>({ name: firmListKey });
  return Array.isArray(firms) ? firms : [];
}

export function readFirmId(): number | undefined {
  const firmId = getStore<number>({ name: firmIdKey });
  return typeof firmId === 'number' ? firmId : undefined;
}

/** Signing in starts without the last session's tabs and lock (spec §4). */
export function clearLastView(): void {
  clearByLifetime(['view']);
}

/**
 * Forgets the session: every stored value but those its feature keeps on this device (the theme,
 * the tab config, the language, how often each user opened each sub-app). The server forgets the
 * cookie at sign-out; any other way out leaves a cookie whose token no longer works.
 */
export function clearSession(): void {
  clearByLifetime(['session', 'view']);
}
