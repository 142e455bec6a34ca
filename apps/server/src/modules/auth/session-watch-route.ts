import { authEndpoints, resultCode } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failure, ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { createSessionWatcher } from './session-watcher';
import { watchSession } from './watch-session';

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

  registerEndpoint(app, authEndpoints.watchSession, async (request, reply) => {
    const { tokenId, username } = callerOf(request);
    const closed = new AbortController();
    request.raw.once('close', () => closed.abort());
    // The data version the auth hook wrote is the one of the watch's start: answered seconds
    // later, it would take an open shell back to menus it has since left.
    reply.removeHeader('x-portal-data-version');
    const watched = await watchSession(
      {
        tokenId,
        holdMs: app.config.sessionWatchSeconds * 1000,
        signal: closed.signal,
        clock: app.clock,
      },
      { watcher, accessTokens },
    );
    if (watched.outcome === 'open') return ok({ expiresAt: watched.expiresAt });
    if (watched.expiry) {
      await app.recordSessionExpiry(request, watched.expiry, watched.now, username);
    }
    return reply.status(401).send(failure(resultCode.unauthorized, request.t(watched.messageKey)));
  });
};

export default sessionWatchRoute;
