import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

/** application/x-www-form-urlencoded bodies (the token call, spec §7). */
export default fp(
  async (app) => {
    await app.register(formbody);
  },
  { name: 'formbody' },
);
