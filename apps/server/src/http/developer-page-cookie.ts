import type { FastifyReply, FastifyRequest } from 'fastify';
import { shellBase } from './own-paths';

/**
 * The key a browser keeps while its session runs an app from a development server
 * (docs/decisions/0026-a-developers-own-build.md): sent with the shell's pages only, which reach
 * no API, so that the server can give that browser's pages a policy admitting the server's
 * origin. It is no credential: it opens nothing but that policy, and only while its session
 * lives. HttpOnly; `Lax`, so that a page opened from a link elsewhere gets the same policy as
 * the answers the session's own requests get.
 */
export const developerPageCookieName = 'portal_developer_page';

export function setDeveloperPageCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  lifetimeSeconds: number,
): void {
  reply.setCookie(developerPageCookieName, key, {
    path: `${shellBase}/`,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.max(0, Math.ceil(lifetimeSeconds)),
  });
}

export function clearDeveloperPageCookie(reply: FastifyReply): void {
  reply.clearCookie(developerPageCookieName, { path: `${shellBase}/` });
}

/** The key the browser sent with a page, if any. */
export function developerPageKeyOf(request: FastifyRequest): string | null {
  const key = request.cookies[developerPageCookieName];
  return key === undefined || key === '' ? null : key;
}
