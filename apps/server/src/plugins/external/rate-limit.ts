import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Rate limiting, off by default: routes opt in (the token route limits failed sign-ins). */
export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
