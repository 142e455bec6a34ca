import Cookies from 'js-cookie';

/** Read by the existing back ends and sub-applications on the same site (spec §9). */
const authorizationCookie = 'Authorization';
const userNameCookie = 'userName';

const tokenLifetimeDays = 1;
const userNameLifetimeDays = 7;

export function setAuthorizationCookie(token: string): void {
  Cookies.set(authorizationCookie, token, {
    path: '/',
    expires: tokenLifetimeDays,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}

export function setUserNameCookie(userName: string): void {
  Cookies.set(userNameCookie, userName, {
    path: '/',
    expires: userNameLifetimeDays,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}

export function getUserNameCookie(): string | undefined {
  return Cookies.get(userNameCookie);
}

export function removeAuthorizationCookie(): void {
  Cookies.remove(authorizationCookie, { path: '/' });
}
