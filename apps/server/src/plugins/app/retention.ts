import { setImmediate as nextTurn } from 'node:timers/promises';
import fp from 'fastify-plugin';
import {
  expiredRowKinds,
  type ExpiredRowCounts,
  type ExpiredRowKind,
  type PurgeCounts,
  type PurgeCutoffs,
} from '../../repositories/retention-repository';

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
 * The most rows of one kind a statement of the purge deletes: a few milliseconds of work, which is
 * all a sign-in whose expired rows are among them waits, whatever the backlog (decision 0022).
 */
export const purgeBatchSize = 500;

/**
 * Purges what has expired (tokens, core-cache sessions, idempotency keys, login-failure windows,
 * used id_tokens, WebAuthn challenges and second-factor tokens, old feedback and sub-app reports)
 * every `RETENTION_INTERVAL_SECONDS`, in batches. Every instance asks once a minute; the one
 * whose claim moves the job's next run forward runs it, so instances sharing a database never
 * purge twice (docs/production.md, "What is kept how long").
 */
export default fp(
  async (app) => {
    const { intervalMs, idempotencyKeyMs, feedbackMs, subAppReportMs, auditMs, auditBatchSize } =
      app.config.retention;

    /**
     * The short-lived tables' expired rows, batch after batch until none is left, each kind in
     * its own statements of `purgeBatchSize` rows at most; requests run between two batches.
     */
    const purgeExpired = async (cutoffs: PurgeCutoffs) => {
      const counts = Object.fromEntries(
        expiredRowKinds.map((kind) => [kind, 0]),
      ) as ExpiredRowCounts;
      let expiredBatches = 0;
      let kinds: readonly ExpiredRowKind[] = expiredRowKinds;
      while (kinds.length > 0) {
        const batch = await app.repositories.retention.purgeBatch(cutoffs, {
          limit: purgeBatchSize,
          kinds,
        });
        expiredBatches += 1;
        for (const kind of kinds) counts[kind] += batch[kind] ?? 0;
        kinds = kinds.filter((kind) => batch[kind] === purgeBatchSize);
        await nextTurn();
      }
      return { ...counts, expiredBatches };
    };

    /**
     * Audit records older than AUDIT_RETENTION_DAYS, a batch per transaction so that appends wait
     * for the chain head at most one batch's time; each batch leaves a checkpoint and an
     * `audit.purge` record (docs/security.md, "Retention and checkpoints").
     */
    const purgeAuditTrail = async (now: Date) => {
      const before = new Date(now.getTime() - auditMs);
      const context = {
        occurredAt: now,
        clientAddress: 'retention',
        userAgent: 'portal-server retention',
        requestId: `retention-${now.toISOString()}`,
      };
      let auditEvents = 0;
      let auditBatches = 0;
      for (;;) {
        const batch = await app.repositories.audit.purgeBatch(before, context, {
          batchSize: auditBatchSize,
        });
        if (!batch) return { auditEvents, auditBatches };
        auditEvents += batch.count;
        auditBatches += 1;
      }
    };

    const runIfDue = async (): Promise<PurgeCounts | null> => {
      const now = app.clock.now();
      const nextRunAt = new Date(now.getTime() + intervalMs);
      if (!(await app.repositories.scheduledJobs.claim('retention', { now, nextRunAt }))) {
        return null;
      }
      const expired = await purgeExpired({
        now,
        idempotencyKeysBefore: new Date(now.getTime() - idempotencyKeyMs),
        feedbackBefore: new Date(now.getTime() - feedbackMs),
        subAppReportsBefore: new Date(now.getTime() - subAppReportMs),
      });
      const counts = { ...expired, ...(await purgeAuditTrail(now)) };
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
