import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiBase } from './own-paths';

/**
 * The shell's own token travels in this cookie (decision 0015): HttpOnly, so that no script of
 * the page, a sub-app's least of all, can read it; SameSite=Strict and only to the API.
 */
export const sessionCookieName = 'portal_session';

/** What the shell sends when it signs in, asking for its token in the cookie alone. */
export const sessionCookieRequest = { header: 'x-portal-session', value: 'cookie' } as const;

// Kept past the token's lifetime so that a window watching its session still shows the dead
// token, and is told it expired (rather than "sign in again") and the expiry recorded.
const explainForSeconds = 60 * 60;

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  lifetimeSeconds: number,
): void {
  reply.setCookie(sessionCookieName, token, {
    path: `${apiBase}/`,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: lifetimeSeconds + explainForSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, { path: `${apiBase}/` });
}

function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** Whether a call's credential, if any, is the session cookie: it sends no bearer token. */
export const isCookieCall = (request: FastifyRequest): boolean =>
  bearerToken(request.headers.authorization) === null;

/**
 * The token of a call: its bearer header (API clients, duty sessions, apps), else the session
 * cookie, only from a page of the portal's own origin: a browser says where a request comes
 * from (`Sec-Fetch-Site`), and a cookie sent by another site's page is no credential.
 */
export function credentialOf(request: FastifyRequest): string | null {
  const bearer = bearerToken(request.headers.authorization);
  if (bearer !== null) return bearer;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return null;
  const cookie = request.cookies[sessionCookieName];
  return cookie === undefined || cookie === '' ? null : cookie;
}
