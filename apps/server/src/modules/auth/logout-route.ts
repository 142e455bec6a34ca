import { authEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { clearSessionCookie, isCookieCall } from '../../http/session-cookie';
import { callerOf } from '../../plugins/app/authentication';
import { revokeAccessToken } from './revoke-access-token';

/**
 * DELETE /auth/token/logout: revokes the token of the call, and forgets the session's cookie.
 * The user's sign-out is `auth.sign-out`; the shell's end of an idle session
 * (`x-portal-session-end: idle`) is the session's idle expiry, `session.expire`, as when the
 * server finds it idle first: once per session, whichever comes first.
 */
const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, authEndpoints.revokeToken, async (request, reply) => {
    const caller = callerOf(request);
    const now = app.clock.now();
    await revokeAccessToken(caller, now, app.repositories.accessTokens);
    if (request.headers['x-portal-session-end'] === 'idle') {
      await app.recordSessionExpiry(
        request,
        { idleTokenId: caller.tokenId },
        now.toISOString(),
        caller.username,
      );
    } else {
      await request.audit({
        event: 'auth.sign-out',
        result: 'success',
        object: { type: 'access-token', id: caller.tokenId },
      });
    }
    // A duty tab's bearer sign-out leaves alone the staff session another tab keeps in the cookie.
    if (isCookieCall(request)) clearSessionCookie(reply);
    return ok(true);
  });
};

export default logoutRoute;
