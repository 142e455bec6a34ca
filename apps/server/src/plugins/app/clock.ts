import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../../lib/clock';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    /** The time as this app sees it; tests replace `now` on it instead of sleeping. */
    clock: Clock;
  }
}

export default fp<{ clock?: Clock }>(
  async (app, { clock = systemClock }) => {
    // A wrapper of its own per app, so a test that replaces `now` touches only its app.
    app.decorate('clock', { now: () => clock.now() });
  },
  { name: 'clock' },
);
