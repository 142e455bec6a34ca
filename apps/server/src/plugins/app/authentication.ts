import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  authenticateBearerToken,
  signInAgain,
  type Caller,
} from '../../modules/auth/authenticate-bearer-token';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    /** onRequest hook of every protected route: sets request.caller or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The authenticated caller of a protected route. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw signInAgain();
  return request.caller;
}

export default fp(
  async (app) => {
    app.decorateRequest('caller', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.caller = await authenticateBearerToken(
        { authorization: request.headers.authorization, now: app.clock.now() },
        app.repositories.accessTokens,
      );
    });
  },
  { name: 'authentication', dependencies: ['repositories', 'clock'] },
);
