import fp from 'fastify-plugin';

/**
 * Once the app is closing, every answer says `Connection: close`: a request in flight on a
 * keep-alive connection finishes, then its connection ends instead of holding the shutdown until
 * the keep-alive time-out.
 */
export default fp(
  async (app) => {
    let isClosing = false;
    app.addHook('preClose', async () => {
      isClosing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (isClosing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
