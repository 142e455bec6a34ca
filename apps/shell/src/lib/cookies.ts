import Cookies from 'js-cookie';

// Spec §9's `Authorization` cookie, the token for any script of the site to read, is no longer
// written: the session's token is an HttpOnly cookie the server sets (decision 0015).
const userNameCookie = 'userName';
const userNameLifetimeDays = 7;

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
