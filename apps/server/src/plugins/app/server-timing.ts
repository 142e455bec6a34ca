import fp from 'fastify-plugin';

/**
 * The server's own handling time of every answer, from the request's arrival to its body being
 * ready, as `Server-Timing: app;dur=<ms>`: what a load test on the same machine can tell apart
 * from its own scheduling (bench/scale), and what a browser's developer tools show beside the
 * network time. Only with SERVER_TIMING=true: a precise duration of every answer would help
 * anyone telling apart answers that are meant to look alike (a sign-in's, for one).
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
      return payload;
    });
  },
  { name: 'server-timing' },
);
