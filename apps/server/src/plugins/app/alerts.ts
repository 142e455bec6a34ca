import fp from 'fastify-plugin';
import { nextAttemptAfter } from '../../lib/alerts/delivery-backoff';
import { postWebhook } from '../../lib/alerts/post-webhook';
import type { PendingAlertDelivery } from '../../repositories/alert-incident-repository';

/** One evaluation of every alert rule at `now`: incidents opened and closed, their posts queued. */
export type EvaluateAlertRules = (options: { now: Date }) => Promise<void>;

export type AlertsOptions = { evaluate: EvaluateAlertRules };

/** How one run's posts went. */
export type AlertRun = { delivered: number; retried: number; failed: number };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    alerts: {
      /**
       * Runs the alert job if it is due and no other instance took this run: evaluates every
       * rule, then posts what is due. How the posts went; null when it did not run.
       */
      runIfDue: () => Promise<AlertRun | null>;
    };
  }
}

/** How often the rules are evaluated and the posts due are tried, by one instance of all. */
const runEveryMs = 15_000;
/** Posts one run tries at most: a receiver that times out holds a run 5 s a post. */
const postsPerRun = 20;
/** How long a post taken by an instance waits before another may try it (the instance died). */
const leaseMs = 60_000;
/** How long finished posts and resolved incidents of a failing app are kept. */
const keptMs = 30 * 86_400_000;
const purgeEveryMs = 3_600_000;

const emptyRun = (): AlertRun => ({ delivered: 0, retried: 0, failed: 0 });

/**
 * The alert rules of operations at work (docs/production.md, "Alerts"): every 15 seconds one
 * instance of those sharing the database (scheduled job `alerts`) evaluates the rules and posts
 * what is due to the webhooks. A post not taken is tried again with backoff, and a resolution
 * waits for its alert. Nothing of it runs in a request: a webhook that is down never holds up the
 * reports it alerts of.
 */
export default fp<AlertsOptions>(
  async (app, { evaluate }) => {
    const { scheduledJobs, alertIncidents } = app.repositories;

    /** Posts one alert or resolution; answers whether it was taken, and records the attempt. */
    const post = async (delivery: PendingAlertDelivery, run: AlertRun): Promise<boolean> => {
      const answer = await postWebhook(delivery.webhook_url, delivery.payload);
      const at = app.clock.now();
      const attempt = { at, attempts: delivery.attempts + 1, ...answer };
      if (answer.isTaken) {
        await alertIncidents.delivered(delivery.id, attempt);
        run.delivered += 1;
        return true;
      }
      const next = nextAttemptAfter(attempt.attempts, at);
      await alertIncidents.notDelivered(delivery.id, next, attempt);
      const details = { delivery: delivery.id, attempts: attempt.attempts, reason: answer.error };
      if (next === null) {
        run.failed += 1;
        app.log.error(details, 'alert post given up: the webhook did not take it');
      } else {
        run.retried += 1;
        app.log.warn({ ...details, next }, 'alert post not taken; tried again later');
      }
      return false;
    };

    /** The posts due, oldest first; an incident's next post waits until the one before is done. */
    const deliverDue = async (now: Date): Promise<AlertRun> => {
      const run = emptyRun();
      const waiting = new Set<number>();
      let posted = 0;
      for (const delivery of await alertIncidents.pendingDeliveries(100)) {
        const due = delivery.next_attempt_at;
        if (waiting.has(delivery.incident_id) || due === null) continue;
        waiting.add(delivery.incident_id);
        if (due > now.toISOString() || posted >= postsPerRun) continue;
        const leaseUntil = new Date(now.getTime() + leaseMs);
        if (!(await alertIncidents.claimDelivery(delivery.id, due, leaseUntil))) continue;
        posted += 1;
        if (await post(delivery, run)) waiting.delete(delivery.incident_id);
      }
      return run;
    };

    let lastPurgeAt = 0;
    const runNow = async (now: Date): Promise<AlertRun> => {
      try {
        await evaluate({ now });
      } catch (error) {
        app.log.error({ err: error }, 'alert rules not evaluated; the next run tries again');
      }
      const run = await deliverDue(now);
      if (now.getTime() - lastPurgeAt >= purgeEveryMs) {
        await alertIncidents.purgeBefore(new Date(now.getTime() - keptMs));
        lastPurgeAt = now.getTime();
      }
      return run;
    };

    let running: Promise<AlertRun> | null = null;
    const runIfDue = async (): Promise<AlertRun | null> => {
      if (running) return null;
      const now = app.clock.now();
      const nextRunAt = new Date(now.getTime() + runEveryMs);
      if (!(await scheduledJobs.claim('alerts', { now, nextRunAt }))) return null;
      running = runNow(now);
      try {
        return await running;
      } finally {
        running = null;
      }
    };
    app.decorate('alerts', { runIfDue });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        runIfDue().catch((error: unknown) => {
          app.log.warn({ err: error }, 'alerts: the run failed; the next one tries again');
        });
      }, runEveryMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      // A run under way finishes before the database goes.
      await running?.catch(() => undefined);
    });
  },
  { name: 'alerts', dependencies: ['config', 'clock', 'repositories'] },
);
