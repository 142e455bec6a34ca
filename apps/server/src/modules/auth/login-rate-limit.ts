import { resultCode } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

/** Failed sign-ins allowed in one window, per account and per client address (docs/api/upms.md). */
export const loginLimits = {
  perAccount: 10,
  perAddress: 30,
  windowMs: 15 * 60 * 1000,
};

const usernameOf = (request: FastifyRequest) => {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : null;
};

export type LoginRateLimit = ReturnType<typeof createLoginRateLimit>;

/**
 * Counts failed sign-ins per username and per address; once either reaches its limit, every
 * attempt is refused with 429 until the window ends, before any password is checked.
 */
export function createLoginRateLimit(app: FastifyInstance) {
  const byAddress = app.createRateLimit({
    max: loginLimits.perAddress,
    timeWindow: loginLimits.windowMs,
    keyGenerator: (request) => `address:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max: loginLimits.perAccount,
    timeWindow: loginLimits.windowMs,
    keyGenerator: (request) => `account:${usernameOf(request) ?? ''}`,
  });
  const hasAccount = (request: FastifyRequest) => usernameOf(request) !== null;

  const refuse = (reply: FastifyReply, ttlSeconds: number) => {
    reply.header('retry-after', String(ttlSeconds));
    return new AppError(429, resultCode.failure, 'auth.tooManyAttempts', {
      minutes: Math.max(1, Math.ceil(ttlSeconds / 60)),
    });
  };

  return {
    /** preHandler of the token route: refuses a client or account that failed too often. */
    check: async (request: FastifyRequest, reply: FastifyReply) => {
      const address = await byAddress(request, { increment: false });
      if (!address.isAllowed && address.remaining === 0) throw refuse(reply, address.ttlInSeconds);
      if (!hasAccount(request)) return;
      const account = await byAccount(request, { increment: false });
      if (!account.isAllowed && account.remaining === 0) throw refuse(reply, account.ttlInSeconds);
    },
    /** Counts one failed sign-in against the address and the account. */
    recordFailure: async (request: FastifyRequest) => {
      await byAddress(request);
      if (hasAccount(request)) await byAccount(request);
    },
  };
}
