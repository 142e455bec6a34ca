import { resultCode } from '@portal/contract';
import fp from 'fastify-plugin';
import { failure } from '../../http/envelope';
import { translate } from '../../messages/catalogue';
import { negotiateLanguage } from '../../messages/negotiate-language';

/** Seconds a caller refused by a closing instance waits: by then another one or a restart serves. */
const retryAfterSeconds = '5';

/**
 * Once the app is closing:
 * - a request that arrives gets 503 in the envelope, in the caller's language. It replaces
 *   Fastify's own closing answer (`return503OnClosing: false` in app.ts), which is not the
 *   envelope. Behind nginx it is rare: at once the instance stops accepting connections and
 *   closes its idle ones, whose requests nginx retries elsewhere; the 503 itself nginx passes
 *   to the client (deploy/nginx.conf);
 * - every answer says `Connection: close`: a request in flight on a keep-alive connection
 *   finishes, then its connection ends instead of holding the shutdown until the keep-alive
 *   time-out.
 */
export default fp(
  async (app) => {
    let isClosing = false;
    app.addHook('preClose', async () => {
      isClosing = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!isClosing) return;
      // The messages plugin registers later: the language is read here.
      const language = negotiateLanguage(request.headers['accept-language']);
      return reply
        .status(503)
        .header('retry-after', retryAfterSeconds)
        .header('cache-control', 'no-store')
        .send(failure(resultCode.serverError, translate(language, 'server.closing')));
    });
    app.addHook('onSend', async (_request, reply) => {
      if (isClosing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
