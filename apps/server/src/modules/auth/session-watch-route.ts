import { authEndpoints, resultCode } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failure, ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  callerOf,
  sessionEndMessage,
  signInAgain,
  type TokenEnd,
} from '../../plugins/app/authentication';
import { createSessionWatcher } from './session-watcher';

/** How often an instance checks the sessions its windows watch: well within the 5 s budget. */
const checkEveryMs = 1_000;

/**
 * GET /auth/session/watch (protected): each window of a signed-in shell holds one open, and is
 * answered 401 (code 401) within about a second of its session ending, whoever ended it on
 * whichever instance, with why; else, after SESSION_WATCH_SECONDS, with the token's expiry, and
 * asks again. An expiry is recorded (`session.expire`) by the first to see it; an end by an
 * administrator, the user or a password change is recorded where it is done. The 401 is
 * answered here, not thrown: it is the answer asked for, no refused access.
 */
const sessionWatchRoute: FastifyPluginAsyncZod = async (app) => {
  const { accessTokens } = app.repositories;
  const watcher = createSessionWatcher({
    liveAmong: (tokenIds) => accessTokens.liveAmong(tokenIds, app.clock.now().toISOString()),
    checkEveryMs,
    onError: (error) => app.log.error({ err: error }, 'session watch check failed'),
  });
  app.addHook('onClose', () => watcher.close());

  async function answerEnd(request: FastifyRequest, reply: FastifyReply, end: TokenEnd) {
    const caller = callerOf(request);
    const now = app.clock.now().toISOString();
    if (end.revokedAt === null && end.userStatus === 1) {
      const which =
        end.expiresAt <= now ? { expiredTokenId: caller.tokenId } : { idleTokenId: caller.tokenId };
      await app.recordSessionExpiry(request, which, now, caller.username);
    }
    return reply
      .status(401)
      .send(failure(resultCode.unauthorized, request.t(sessionEndMessage(end, now))));
  }

  registerEndpoint(app, authEndpoints.watchSession, async (request, reply) => {
    const { tokenId } = callerOf(request);
    const closed = new AbortController();
    request.raw.once('close', () => closed.abort());
    const outcome = await watcher.watch(
      tokenId,
      app.config.sessionWatchSeconds * 1000,
      closed.signal,
    );
    // The data version the auth hook wrote is the one of the watch's start, seconds ago: an
    // answer that old would take an open shell back to menus it has since left.
    reply.removeHeader('x-portal-data-version');
    const end = await accessTokens.endOf({ tokenId });
    if (!end) throw signInAgain();
    if (outcome === 'ended') return answerEnd(request, reply, end);
    return ok({ expiresAt: new Date(end.expiresAt).toISOString() });
  });
};

export default sessionWatchRoute;
