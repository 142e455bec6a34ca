import fp from 'fastify-plugin';

/** One look at every canary whose automatic rollback is on, at `now`: how many were rolled back. */
export type WatchCanaries = (options: { now: Date }) => Promise<number>;

export type AutomaticRollbacksOptions = { watch: WatchCanaries };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    automaticRollbacks: {
      /**
       * Looks at the canaries if it is due and no other instance took this run: how many were
       * rolled back; null when it did not run.
       */
      runIfDue: () => Promise<number | null>;
    };
  }
}

/** How often the canaries are looked at, by one instance of all. */
const runEveryMs = 15_000;

/**
 * The automatic rollback of failing canaries at work (docs/sub-apps.md, "A team's release day"):
 * every 15 seconds one instance of those sharing the database (scheduled job
 * `automatic-rollbacks`, claimed as the alerts' is) compares each canary's releases and rolls
 * back the one that fails. A rollback itself holds the rollout's row and goes back only from the
 * rollout it judged, so even two runs at once roll back once.
 */
export default fp<AutomaticRollbacksOptions>(
  async (app, { watch }) => {
    let running: Promise<number> | null = null;
    const runIfDue = async (): Promise<number | null> => {
      if (running) return null;
      const now = app.clock.now();
      const nextRunAt = new Date(now.getTime() + runEveryMs);
      if (!(await app.repositories.scheduledJobs.claim('automatic-rollbacks', { now, nextRunAt })))
        return null;
      running = watch({ now });
      try {
        const rolledBack = await running;
        if (rolledBack > 0) app.auditShipping.wake();
        return rolledBack;
      } finally {
        running = null;
      }
    };
    app.decorate('automaticRollbacks', { runIfDue });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        runIfDue().catch((error: unknown) => {
          app.log.warn({ err: error }, 'automatic rollbacks: the run failed; the next one tries');
        });
      }, runEveryMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  {
    name: 'automatic-rollbacks',
    dependencies: ['clock', 'repositories', 'audit-shipping'],
  },
);
