import fp from 'fastify-plugin';
import type { PurgeCounts } from '../../repositories/retention-repository';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    retention: {
      /** Runs the purge if it is due and no other instance has taken this run: its counts, or null. */
      runIfDue: () => Promise<PurgeCounts | null>;
    };
  }
}

/** How often an instance asks whether the purge is due; the job's own interval decides who runs. */
const askEveryMs = 60_000;

/**
 * Purges what has expired (tokens, core-cache sessions, idempotency keys, login-failure windows,
 * used id_tokens, old feedback and sub-app reports) every `RETENTION_INTERVAL_SECONDS`. Every instance asks once a minute; the one
 * whose claim moves the job's next run forward runs it, so instances sharing a database never
 * purge twice (docs/production.md, "What is kept how long").
 */
export default fp(
  async (app) => {
    const { intervalMs, idempotencyKeyMs, feedbackMs, subAppReportMs } = app.config.retention;

    const runIfDue = async (): Promise<PurgeCounts | null> => {
      const now = app.clock.now();
      const nextRunAt = new Date(now.getTime() + intervalMs);
      if (!(await app.repositories.scheduledJobs.claim('retention', { now, nextRunAt }))) {
        return null;
      }
      const counts = await app.repositories.retention.purge(now, {
        idempotencyKeysBefore: new Date(now.getTime() - idempotencyKeyMs),
        feedbackBefore: new Date(now.getTime() - feedbackMs),
        subAppReportsBefore: new Date(now.getTime() - subAppReportMs),
      });
      app.log.info({ purged: counts }, 'retention: purged what has expired');
      return counts;
    };
    app.decorate('retention', { runIfDue });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(
        () => {
          runIfDue().catch((error: unknown) => {
            app.log.warn({ err: error }, 'retention: the purge failed; the next one tries again');
          });
        },
        Math.min(askEveryMs, intervalMs),
      );
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'retention', dependencies: ['config', 'clock', 'repositories'] },
);
